import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { useRef, useState } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { refusalError } from '../../../lib/api/client.ts';
import { describeError, loadErrorMessages } from '../../../lib/i18n/error-messages.ts';
import { useOnline } from '../../../lib/offline/hooks.ts';
import { LocalUploadError } from '../../../lib/uploads/upload-image.ts';
import { uploadCv } from '../api/upload-cv.ts';

type State =
  | { step: 'idle' }
  | { step: 'sending'; percent: number }
  | { step: 'checking' }
  | { step: 'done'; name: string; bytes: number }
  | { step: 'failed'; error: unknown };

/**
 * "Upload CV (PDF, up to 5 MB)" on the apply form (spec 001 §5 Application form; docs/decisions/177): picks a PDF,
 * sends it through the uploads service with a progress bar, and hands the stored document's id to the form
 * (`onChange(objectId)`; `undefined` when removed). The server decides what a PDF is and how large it may be; the
 * device only spares a member sending a wrong file. Uploading needs a connection and says so offline — the
 * application itself still goes through the outbox, with a link or without a CV. `onBusyChange` keeps the form
 * from being sent while a file is on its way.
 */
export function CvUpload({ value, onChange, onBusyChange, fieldError }: { value: string | undefined; onChange: (objectId: string | undefined) => void; onBusyChange: (busy: boolean) => void; fieldError?: string }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [state, setState] = useState<State>({ step: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const busy = state.step === 'sending' || state.step === 'checking';
  const megabytes = (bytes: number) => new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(Math.max(bytes, 1) / (1024 * 1024));

  const choose = async (file: File | undefined) => {
    if (!file) return;
    abort.current = new AbortController();
    setState({ step: 'sending', percent: 0 });
    onBusyChange(true);
    try {
      const stored = await uploadCv(file, {
        signal: abort.current.signal,
        onProgress: ({ loaded, total }) => setState({ step: 'sending', percent: Math.round((loaded / Math.max(total, 1)) * 100) }),
        onProcessing: () => setState({ step: 'checking' }),
      });
      setState({ step: 'done', name: file.name, bytes: stored.bytes });
      onChange(stored.objectId);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') setState({ step: 'idle' });
      else {
        await loadErrorMessages().catch(() => undefined);
        setState({ step: 'failed', error: error instanceof LocalUploadError ? refusalError({ status: 422, message: error.code, code: error.code }) : error });
      }
      onChange(undefined);
    } finally {
      abort.current = null;
      if (input.current) input.current.value = '';
      onBusyChange(false);
    }
  };
  const remove = () => {
    setState({ step: 'idle' });
    onChange(undefined);
  };

  // The server's word on `resumeObjectId` when the application was refused (e.g. the upload expired), else the upload's.
  const error = state.step === 'failed' ? describeError(state.error, msg`The CV could not be uploaded. Please try again.`) : fieldError;
  const hint = !online ? (
    <Trans>Uploading a CV needs a connection. You can still send your application now with a CV link or without a CV; it will be sent when you are back online.</Trans>
  ) : (
    <Trans>Only this employer and the site's administrators can open your CV.</Trans>
  );
  return (
    <FormField label={<Trans>Upload CV (PDF, up to 5 MB)</Trans>} hint={hint} error={error} className="cv-upload">
      {(control) => (
        <>
          {value && !busy ? (
            <p className="cv-upload__attached" role="status">
              <span>
                {state.step === 'done' ? (
                  <Trans>
                    CV attached: {state.name} ({megabytes(state.bytes)} MB)
                  </Trans>
                ) : (
                  <Trans>A CV (PDF) is attached.</Trans>
                )}
              </span>
              <button type="button" className="btn btn--secondary" onClick={remove}>
                <Trans>Remove CV</Trans>
              </button>
            </p>
          ) : (
            // The browser's own file button speaks the browser's language ("Choose File"): the member's words are
            // on a button-styled label, and the input stays in the form for the keyboard and screen readers.
            <label className="btn btn--secondary cv-upload__pick" htmlFor={control.id} aria-disabled={!online || busy || undefined}>
              <Trans>Choose a PDF file</Trans>
              <input ref={input} className="visually-hidden" type="file" accept="application/pdf,.pdf" disabled={!online || busy} {...control} onChange={(e) => void choose(e.target.files?.[0])} />
            </label>
          )}
          {busy && (
            <p className="cv-upload__progress" role="status">
              <progress max={100} value={state.step === 'sending' ? state.percent : undefined} aria-label={t`Upload progress`} />
              <span>{state.step === 'sending' ? <Trans>Uploading… {state.percent}%</Trans> : <Trans>Checking the file…</Trans>}</span>
              <button type="button" className="btn btn--secondary" onClick={() => abort.current?.abort()}>
                <Trans>Cancel upload</Trans>
              </button>
            </p>
          )}
        </>
      )}
    </FormField>
  );
}
