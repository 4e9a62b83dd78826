export const notificationKeys = {
  all: ['notifications'] as const,
  latest: ['notifications', 'latest'] as const,
};
