import { z } from "zod";

export const emailField = z.string().trim().min(1, "Enter your e-mail").max(100, "E-mail must be at most 100 characters").pipe(z.email("Please enter a valid email address"));

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, "Enter your password"),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const passwordField = z
  .string()
  .min(8, "Use at least 8 characters")
  .max(128, "Use at most 128 characters")
  .regex(/[A-Za-z]/, "Include at least one letter")
  .regex(/\d/, "Include at least one number");

export const signUpSchema = z.object({
  email: emailField,
  password: passwordField,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ password: passwordField, confirm: z.string() }).refine((v) => v.password === v.confirm, { message: "The passwords do not match", path: ["confirm"] });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
