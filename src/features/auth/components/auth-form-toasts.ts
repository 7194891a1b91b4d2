/** The sign-in dialog's forms' messages: one at a time, so they never pile up over the form on a phone. */
export const authFormToasts = 'auth-form';
