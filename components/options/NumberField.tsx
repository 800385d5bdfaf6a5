import { useId } from 'preact/hooks';

interface NumberFieldProps {
  label: string;
  hint: string;
  value: string;
  min: number;
  max?: number;
  onInput(value: string): void;
}

export function NumberField({ label, hint, value, min, max, onInput }: NumberFieldProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div class="options-field">
      <label for={id}>{label}</label>
      <input
        id={id}
        type="number"
        class="options-input options-input--number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        aria-describedby={hintId}
        value={value}
        onInput={(event) => onInput(event.currentTarget.value)}
      />
      <p id={hintId} class="options-hint">
        {hint}
      </p>
    </div>
  );
}
