/** What a failed call says: the database's Portuguese message, or 'Tente novamente.'. */
export const errorText = (error: unknown) =>
  error instanceof Error && /[a-zà-ú]/.test(error.message) ? error.message : 'Tente novamente.';
