// Kept for existing imports; the rule lives with the other booking rules.
export { isDayAvailable } from './booking-rules.ts';
