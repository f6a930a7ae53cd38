import { Trans, useLingui } from '@lingui/react/macro';
import { porutham, PORUTHAM_LABELS } from '#shared/marriage/porutham.ts';
import type { MarriageProfile } from '#shared/marriage/responses.ts';

type Chart = Pick<MarriageProfile, 'star' | 'raasi' | 'name'>;

/**
 * The ten-porutham table of the viewer's and this profile's stars (issue 16 item 4): matched / not matched and the
 * total, with the note that it is traditional guidance. Its own chunk; computed on the device, so it works offline.
 */
export default function PoruthamPanel({ bride, groom }: { bride: Chart; groom: Chart }) {
  const { i18n } = useLingui();
  if (!bride.star || !groom.star) return null;
  const reading = porutham({ star: bride.star, raasi: bride.raasi }, { star: groom.star, raasi: groom.raasi });
  const language = i18n.locale === 'en' ? 'en' : 'ta';
  const { matchedCount } = reading;
  return (
    <section className="card" aria-labelledby="porutham-title">
      <h2 id="porutham-title">
        <Trans>Star compatibility (porutham)</Trans>
      </h2>
      <table className="porutham-table">
        <caption className="marriage-note">
          <Trans>
            Bride: {bride.name} · Groom: {groom.name}
          </Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Porutham</Trans>
            </th>
            <th scope="col">
              <Trans>Result</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {reading.results.map((r) => (
            <tr key={r.id}>
              <th scope="row">{PORUTHAM_LABELS[r.id][language]}</th>
              <td>{r.matched ? <Trans>Matched</Trans> : <Trans>Not matched</Trans>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <strong>
          <Trans>{matchedCount} of 10 matched</Trans>
        </strong>
      </p>
      <p className="marriage-note">
        <Trans>This is the traditional reading of the two birth stars, given as guidance, not advice. An astrologer reads the full horoscopes.</Trans>
      </p>
    </section>
  );
}
