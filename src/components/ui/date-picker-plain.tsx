// The plain calendar popover as DatePicker loads it. Its own module, so that date-picker-popover.tsx is only ever
// imported statically (here, and by features' popovers that wrap it) and the bundler shares it between them.
export { DatePickerPopover } from './date-picker-popover';
