import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { TAXI_RESPONSE_HOURS } from '#shared/constants.ts';
import { BookIcon, BriefcaseIcon, CarIcon, RingsIcon, SharingIcon } from './icons.tsx';

function ServiceCard(props: { icon: ReactNode; title: ReactNode; children: ReactNode; href: string; action: ReactNode; tone: 'red' | 'gold' | 'green' }) {
  return (
    <li className={`card service-card service-card--${props.tone}`}>
      <span className="service-card__icon">{props.icon}</span>
      <h3 className="service-card__title">{props.title}</h3>
      <p className="service-card__text">{props.children}</p>
      <a className="service-card__link" href={props.href}>
        {props.action}
        <span aria-hidden="true">→</span>
      </a>
    </li>
  );
}

/**
 * The services grid (spec 000 §2 Home): vehicle, marriage, jobs — and education (issue 17), the spec's education
 * platform, which the home page otherwise had no way to reach — and community sharing (issue 19 item 5). `id="services"` is the target of the
 * hero's explore-services link. The vehicle card leads to the taxi section on this page (#taxi-services).
 */
export function ServicesGrid() {
  const hours = TAXI_RESPONSE_HOURS;
  return (
    <section id="services" className="section section--deferred services" aria-labelledby="services-title">
      <div className="container">
        <h2 id="services-title" className="section__title">
          <Trans>Our services</Trans>
        </h2>
        <p className="section__lead">
          <Trans>Everything the community needs, in one place.</Trans>
        </p>
        <ul className="services__grid">
          <ServiceCard tone="red" icon={<CarIcon />} title={<Trans>Vehicle services</Trans>} href="#taxi-services" action={<Trans>Request a vehicle</Trans>}>
            <Trans>Taxis and vans across Sri Lanka for you and your family. Post your trip and get a reply within {hours} hours.</Trans>
          </ServiceCard>
          <ServiceCard tone="gold" icon={<RingsIcon />} title={<Trans>Marriage</Trans>} href="/marriage" action={<Trans>Browse profiles</Trans>}>
            <Trans>Tamil matrimony with profile matching, for families in Sri Lanka, India and around the world.</Trans>
          </ServiceCard>
          <ServiceCard tone="green" icon={<BriefcaseIcon />} title={<Trans>Jobs</Trans>} href="/jobs" action={<Trans>Find a job</Trans>}>
            <Trans>Jobs from Tamil employers and for Tamil job seekers. Employers can post openings and review applications.</Trans>
          </ServiceCard>
          <ServiceCard tone="red" icon={<BookIcon />} title={<Trans>Education</Trans>} href="/education" action={<Trans>Find a teacher</Trans>}>
            <Trans>Tamil teachers and courses for children and adults — Tamil, school subjects, music and business skills.</Trans>
          </ServiceCard>
          <ServiceCard tone="gold" icon={<SharingIcon />} title={<Trans>Community sharing</Trans>} href="/community" action={<Trans>Give or ask</Trans>}>
            <Trans>Free household things, food, clothes, books, a helping hand or a lift — offered and asked for by Tamil neighbours.</Trans>
          </ServiceCard>
        </ul>
      </div>
    </section>
  );
}
