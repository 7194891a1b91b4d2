import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/** Makes tailwind-merge build its class table now (its first use costs several milliseconds on a phone). */
export function warmUpClassMerging(): void {
  twMerge('px-0 px-1');
}
