import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { FieldControlProps } from '@/components/ui/field';

// Radix keeps '' for "nothing chosen"; the console's filters use '' for "every one", so it is sent as this.
const EVERY = '__todos__';

type OptionSelectProps<Value extends string> = {
  /** The props `Field` gives its control, so the label names the select. */
  control: FieldControlProps;
  value: Value;
  onValueChange: (value: Value) => void;
  options: readonly { value: Value; label: string }[];
  className?: string;
};

/** A select of fixed options, '' among them allowed ('Todos'), in a `Field`. */
export function OptionSelect<Value extends string>({
  control,
  value,
  onValueChange,
  options,
  className,
}: OptionSelectProps<Value>) {
  return (
    <Select
      value={value === '' ? EVERY : value}
      onValueChange={(next) => {
        const option = options.find((candidate) => (candidate.value || EVERY) === next);
        if (option) onValueChange(option.value);
      }}
    >
      <SelectTrigger {...control} className={className}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value || EVERY} value={option.value || EVERY}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
