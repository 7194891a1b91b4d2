export const boardingKeys = {
  all: ['boarding'] as const,
  staff: (userId: string) => [...boardingKeys.all, 'staff', userId] as const,
  day: (userId: string, day: string) => [...boardingKeys.all, 'day', userId, day] as const,
};
