import { errorText } from '@/lib/error-text';
import { toast } from '@/lib/toast-store';

/** The one error toast of an operator action: `title` and what the database said. For `mutate(..., { onError })`. */
export const failureToast = (title: string) => (error: unknown) =>
  toast({ title, description: errorText(error), variant: 'destructive' });
