/** What a failed call says to a person: the backend's Portuguese message, or 'Tente novamente.'. */
export const errorText = (error: unknown) =>
  error instanceof Error && /[a-zà-ú]/.test(error.message) ? error.message : 'Tente novamente.';
