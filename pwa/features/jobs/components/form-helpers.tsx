import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useWatch, type Control, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';

/**
 * "At least {min} characters — {count} so far" under a text field with a minimum length (spec 001 §5: description 50,
 * requirements and responsibilities 20, cover letter 100), so the rule is known before submit; once reached, the
 * count against the maximum.
 */
export function LengthHint<T extends FieldValues>({ control, name, min, max }: { control: Control<T>; name: Path<T>; min: number; max: number }) {
  const { i18n } = useLingui();
  const value = useWatch({ control, name }) as unknown;
  const count = typeof value === 'string' ? [...value.trim()].length : 0;
  const n = (x: number) => i18n.number(x);
  return count < min ? (
    <Trans>
      At least {n(min)} characters — {n(count)} so far
    </Trans>
  ) : (
    <Trans>
      {n(count)} of at most {n(max)} characters
    </Trans>
  );
}

/** Where a form's draft is kept on this device: one per form and member (never another member's draft). */
const draftKey = (form: string, userId: string) => `draft:${form}:${userId}`;

/**
 * Keeps the form's values on this device while the member types (localStorage, per form and member) and puts them
 * back when the form opens again — after a closed tab, a lost connection or a crash. `clear()` after the form was
 * sent. Returns whether a draft was restored (the form shows "Draft restored" with Discard).
 */
export function useFormDraft<T extends FieldValues>(form: UseFormReturn<T, unknown, unknown>, name: string, userId: string | undefined) {
  const [restored, setRestored] = useState(false);
  const loaded = useRef<string | null>(null);
  useEffect(() => {
    if (!userId || loaded.current === userId) return;
    loaded.current = userId;
    const key = draftKey(name, userId);
    // After hydration (the pre-rendered form has no draft), in its own task: the form is reset once with the draft.
    void Promise.resolve().then(() => {
      try {
        const saved = localStorage.getItem(key);
        if (!saved) return;
        form.reset({ ...form.getValues(), ...(JSON.parse(saved) as T) }, { keepDefaultValues: true });
        setRestored(true);
      } catch {
        localStorage.removeItem(key);
      }
    });
  }, [form, name, userId]);
  useEffect(() => {
    if (!userId) return;
    const subscription = form.watch((values, { name: changed }) => {
      // A change of a field (typed or set), not a reset: "Start again" and a restore write no draft.
      if (!changed) return;
      try {
        localStorage.setItem(draftKey(name, userId), JSON.stringify(values));
      } catch {
        // storage full or blocked: the form still works, without a draft
      }
    });
    return () => subscription.unsubscribe();
  }, [form, name, userId]);
  const clear = () => {
    if (userId) localStorage.removeItem(draftKey(name, userId));
    setRestored(false);
  };
  return { restored, clear };
}
