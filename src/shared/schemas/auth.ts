import { z } from 'zod';
import { messages } from '../messages';

export const loginInputSchema = z.object({
  username: z.string().trim().min(1, messages.auth.badCredentials).max(100),
  password: z.string().min(1, messages.auth.badCredentials).max(1000),
});

export const MIN_PASSWORD_LENGTH = 8;

export const changePasswordInputSchema = z.object({
  currentPassword: z.string().min(1, messages.validation.required).max(1000),
  newPassword: z
    .string()
    .min(MIN_PASSWORD_LENGTH, messages.auth.passwordTooShort)
    .max(1000, messages.validation.tooLong(1000)),
});

export const dashboardStatsSchema = z.object({
  newsCount: z.number(),
  notablePeopleCount: z.number(),
  familyMembersCount: z.number(),
  websiteViews: z.number(),
  unreadMessages: z.number(),
});
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
