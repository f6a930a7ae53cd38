import '../education.css';
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { slotInZone } from '#shared/education/availability.ts';
import type { Language } from '#shared/constants.ts';
import type { TeacherDetail as Detail } from '#shared/education/responses.ts';
import { toast } from '../../../components/ui/toast.tsx';
import { callEndpoint, endpointRef } from '../../../lib/api/endpoint.ts';
import { describeError } from '../../../lib/i18n/error-messages.ts';
import { paymentsApi } from '../../../lib/payments/contract.ts';
import { formatPrice } from '../../../lib/payments/price.ts';
import { useSession } from '../../../lib/session.ts';
import { EDUCATION_KEY, sendTeacherReview, useTeacher } from '../api/education-api.ts';
import { CATEGORY_LABELS, DAY_LABELS, LANGUAGE_LABELS, MODE_LABELS, SUBJECT_LABELS } from '../labels.ts';
import { CourseCard } from './cards.tsx';
import { EducationSubscriptionPanel } from './subscription-panel.tsx';
import { RatingSummary } from './rating-summary.tsx';
import { timeZoneName } from '../time-zone-name.ts';

/** The viewer's own IANA time zone (the browser's). */
const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/London';

/** The contact-access check (payments contract): whether the member may see this teacher's number. */
const contactAccess = endpointRef(paymentsApi, 'checkContactAccess');

/** Contact: the phone when the server sent it; otherwise the contact-access check, then the subscription. */
function ContactPanel({ teacher }: { teacher: Detail }) {
  const { t } = useLingui();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState<string | null>(teacher.phone);
  const [offer, setOffer] = useState(false);
  const check = useMutation({ mutationFn: () => callEndpoint(contactAccess, { body: { serviceType: 'teacher', serviceId: teacher.id } }) });
  const shown = phone ?? teacher.phone;
  if (shown) {
    return (
      <p className="card">
        <Trans>Phone</Trans>: <a className="education-phone" href={`tel:${shown}`}>{shown}</a>
      </p>
    );
  }
  if (!user) return <p className="card"><Trans>Please log in first to contact this teacher.</Trans></p>;
  const onCheck = async () => {
    try {
      const result = await check.mutateAsync();
      if (result.hasAccess) {
        setPhone(result.contactNumber ?? null);
        toast({ title: t`You can now view teacher contact details` });
        void queryClient.invalidateQueries({ queryKey: EDUCATION_KEY });
      } else setOffer(true);
    } catch (error) {
      toast({ title: t`Error`, description: describeError(error, msg`Failed to check contact access`), variant: 'destructive' });
    }
  };
  return offer ? (
    <EducationSubscriptionPanel />
  ) : (
    <button type="button" className="btn btn--primary" disabled={check.isPending} onClick={() => void onCheck()}>
      <Trans>Contact teacher</Trans>
    </button>
  );
}

/** A subscriber's review form (1–5 stars and text); the server decides who may write one. */
function ReviewForm({ teacherId }: { teacherId: string }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [rating, setRating] = useState(5);
  const [text, setText] = useState('');
  const send = useMutation({ mutationFn: () => sendTeacherReview(teacherId, { rating, text }) });
  return (
    <form
      className="card education-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send.mutateAsync().then(
          () => {
            toast({ title: t`Thank you for your review` });
            setText('');
            void queryClient.invalidateQueries({ queryKey: EDUCATION_KEY });
          },
          (error: unknown) => toast({ title: t`Error`, description: describeError(error, msg`Could not send the review`), variant: 'destructive' }),
        );
      }}
    >
      <h3><Trans>Write a review</Trans></h3>
      <label className="form-field">
        <span><Trans>Rating</Trans></span>
        <select className="input" value={rating} onChange={(e) => setRating(Number(e.target.value))}>
          {[5, 4, 3, 2, 1].map((n) => <option key={n} value={n}>{'★'.repeat(n)}</option>)}
        </select>
      </label>
      <label className="form-field">
        <span><Trans>Your review</Trans></span>
        <textarea className="input" rows={3} value={text} onChange={(e) => setText(e.target.value)} />
      </label>
      <button type="submit" className="btn btn--secondary" disabled={send.isPending}><Trans>Send review</Trans></button>
    </form>
  );
}

/**
 * A teacher's page (issue 17 items 3, 5): for the teacher themself "Edit my profile" and "Add a course" first;
 * profile, rate in pounds per hour, weekly availability in the viewer's
 * own time zone (named as a place in the reader's language), lesson mode and city, contact (phone for the entitled, else check → subscription), courses and
 * reviews. Opens offline when seen before (saved without the phone).
 */
export function TeacherDetail({ id }: { id: string }) {
  const { i18n } = useLingui();
  const { user } = useSession();
  const { item: teacher, isLoading, query } = useTeacher(id);
  if (isLoading) return <p role="status" aria-busy="true"><Trans>Loading…</Trans></p>;
  if (!teacher) return <h1 className="empty-state" role="alert">{describeError(query.error, msg`Teacher not found`)}</h1>;
  const rate = formatPrice(teacher.hourlyRatePence, i18n.locale as Language);
  const zone = viewerZone();
  const zoneName = timeZoneName(zone, i18n.locale);
  const years = teacher.experience;
  return (
    <article className="education-detail">
      <h1>{teacher.name}</h1>
      {teacher.canManage ? (
        <p className="education-actions">
          <Link to="/become-teacher" className="btn btn--primary">
            <Trans>Edit my profile</Trans>
          </Link>
          <Link to="/create-course" className="btn btn--secondary">
            <Trans>Add a course</Trans>
          </Link>
        </p>
      ) : null}
      <ul className="education-facts">
        <li><Trans>{rate} per hour</Trans></li>
        <li><Trans>{years} years of experience</Trans></li>
        <li>{teacher.lessonModes.map((m) => i18n._(MODE_LABELS[m])).join(' · ')}{teacher.city ? ` · ${teacher.city}` : ''}</li>
        <RatingSummary average={teacher.ratingAverage} count={teacher.ratingCount} />
      </ul>
      <p>{teacher.bio}</p>
      <p>{teacher.categories.map((c) => i18n._(CATEGORY_LABELS[c])).join(', ')} — {teacher.subjects.map((s) => i18n._(SUBJECT_LABELS[s])).join(', ')}</p>
      <p><Trans>Teaches in</Trans>: {teacher.languages.map((l) => i18n._(LANGUAGE_LABELS[l])).join(', ')}</p>
      {teacher.availability.length > 0 && (
        <section>
          <h2><Trans>Available (your time, {zoneName})</Trans></h2>
          <ul>
            {teacher.availability.map((slot) => {
              const seen = slotInZone(slot, teacher.timeZone, zone);
              return <li key={`${slot.day}-${slot.from}`}>{i18n._(DAY_LABELS[seen.day]!)} {seen.from}–{seen.to}</li>;
            })}
          </ul>
        </section>
      )}
      <ContactPanel key={teacher.phone ?? 'hidden'} teacher={teacher} />
      <section>
        <h2><Trans>Courses</Trans></h2>
        {teacher.courses.length === 0 ? <p><Trans>No courses yet</Trans></p> : <ul className="education-list" role="list">{teacher.courses.map((c) => <CourseCard key={c.id} course={c} />)}</ul>}
      </section>
      <section>
        <h2><Trans>Reviews</Trans></h2>
        {teacher.reviews.length === 0 ? <p><Trans>No reviews yet</Trans></p> : (
          <ul className="education-list" role="list">
            {teacher.reviews.map((r) => <li key={r.id} className="card"><strong>{'★'.repeat(r.rating)}</strong> {r.text} — {r.reviewerName}</li>)}
          </ul>
        )}
        {user && !teacher.canManage && teacher.phone && <ReviewForm teacherId={teacher.id} />}
      </section>
    </article>
  );
}
