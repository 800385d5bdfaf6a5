import { useEffect, useId, useRef } from 'preact/hooks';
import { type Feedback, FormStatus } from './FormStatus';

interface NumberFieldProps {
  label: string;
  hint: string;
  value: string;
  onInput(value: string): void;
  /**
   * The user is done with the field (it lost the focus, or Enter), or paused while typing
   * (`typing`): the page saves a valid value.
   */
  onCommit(value: string, typing: boolean): void;
  /** What became of the last value committed, shown under the field. */
  status: Feedback;
}

/** A pause in typing after which the value is saved: the tab may be closed before the field is left. */
export const TYPING_PAUSE_MS = 600;

/**
 * A whole-number field. Text with a numeric keyboard, not type="number": a number input reports a
 * half-typed value ("1e", "-") as "", which would read as an empty field (for the allowance, "no
 * limit"). The text is checked when the user is done with it (lib/options/preferences.ts), and
 * after a pause in typing, when only a valid value is saved and nothing is said of a half-typed one.
 */
export function NumberField({ label, hint, value, onInput, onCommit, status }: NumberFieldProps) {
  const id = useId();
  const hintId = useId();
  const statusId = useId();
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stopPause = () => clearTimeout(pause.current);
  // The page may go before the pause ends: nothing runs after it.
  useEffect(() => stopPause, []);
  return (
    <div class="options-field">
      <label for={id}>{label}</label>
      <input
        id={id}
        type="text"
        class="options-input options-input--number"
        inputMode="numeric"
        autoComplete="off"
        spellcheck={false}
        aria-describedby={`${hintId} ${statusId}`}
        aria-invalid={status?.tone === 'problem' ? 'true' : undefined}
        value={value}
        onInput={(event) => {
          const typed = event.currentTarget.value;
          onInput(typed);
          stopPause();
          pause.current = setTimeout(() => onCommit(typed, true), TYPING_PAUSE_MS);
        }}
        onChange={(event) => {
          stopPause();
          onCommit(event.currentTarget.value, false);
        }}
      />
      <p id={hintId} class="options-hint">
        {hint}
      </p>
      <FormStatus id={statusId} feedback={status} />
    </div>
  );
}
