import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderRoutes } from "@/test/renderWithProviders";
import { signedOutAuth } from "@/test/fixtures";
import { toast } from "@/lib/toast";
import {
  applyEmailLink,
  checkResetCode,
  requestPasswordReset,
  resetPassword,
  signInWithEmail,
  signInWithGoogle,
  signUpWithEmail,
  type AuthResult,
  type SignInOutcome,
} from "@/features/auth/api/authService";
import { toAuthFailure } from "../model/authErrors";
import { Component as LoginPage } from "./LoginPage";
import { Component as SignUpPage } from "./SignUpPage";
import { Component as ForgotPasswordPage } from "./ForgotPasswordPage";
import { Component as VerifyEmailPage } from "./VerifyEmailPage";
import { runPendingWork } from "@/test/pendingWork";

// The network boundary: every call to Firebase Auth goes through authService.
vi.mock("@/features/auth/api/authService", () => ({
  signInWithEmail: vi.fn(),
  signInWithGoogle: vi.fn(),
  signUpWithEmail: vi.fn(),
  requestPasswordReset: vi.fn(),
  checkResetCode: vi.fn(),
  resetPassword: vi.fn(),
  applyEmailLink: vi.fn(),
  resendVerification: vi.fn(),
  reloadUser: vi.fn(),
  currentEmail: vi.fn(),
}));

beforeEach(() => {
  vi.clearAllMocks();
});

const failed = (code: string): AuthResult<never> => ({ ok: false, failure: toAuthFailure({ code }) });
const never = <T,>() => new Promise<T>(() => undefined);

function renderAt(path: string, element: React.ReactNode, at: string = path) {
  return renderRoutes(
    [
      { path, element },
      { path: "/auth/login", element: path === "/auth/login" ? element : <p>Login page</p> },
      { path: "/auth/forgot-password", element: path === "/auth/forgot-password" ? element : <p>Forgot page</p> },
      { path: "/auth/verify-email", element: path === "/auth/verify-email" ? element : <p>Verify page</p> },
      { path: "/home", element: <p>Home page</p> },
    ],
    { preloadedState: { auth: signedOutAuth() }, initialEntries: [at] },
  );
}

const emailBox = () => screen.getByRole("textbox", { name: /^email/i });
const passwordBox = (name: RegExp = /^password/i) => screen.getByLabelText(name, { selector: "input" });

describe("LoginPage (spec §2.4, §4 Email login)", () => {
  const renderLogin = (at = "/auth/login") => renderAt("/auth/login", <LoginPage />, at);

  it("asks for the e-mail and the password when both are empty", async () => {
    renderLogin();
    await userEvent.setup().click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Enter your e-mail")).toBeInTheDocument();
    expect(screen.getByText("Enter your password")).toBeInTheDocument();
    expect(signInWithEmail).not.toHaveBeenCalled();
  });

  it("refuses a malformed e-mail with 'Please enter a valid email address'", async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailBox(), "pat@");
    await user.type(passwordBox(), "secret");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(signInWithEmail).not.toHaveBeenCalled();
  });

  it("signs in with the trimmed e-mail and the password as typed", async () => {
    vi.mocked(signInWithEmail).mockReturnValue(never());
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailBox(), "  pat@example.com ");
    await user.type(passwordBox(), " pass word ");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(signInWithEmail).toHaveBeenCalledExactlyOnceWith("pat@example.com", " pass word "));
  });

  it.each([
    ["auth/invalid-credential", "The e-mail or password is incorrect."],
    ["auth/too-many-requests", "Too many attempts, or no connection. Wait a moment and try again."],
    ["auth/user-not-found", "We couldn't find an account with that e-mail. Check it, or sign up."],
    ["auth/something-new", "Something went wrong. Please try again."],
  ])("shows the mapped message for %s in an alert", async (code, message) => {
    vi.mocked(signInWithEmail).mockResolvedValue(failed(code));
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailBox(), "pat@example.com");
    await user.type(passwordBox(), "secret");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    // The form stays usable for another try.
    expect(screen.getByRole("button", { name: "Log in" })).toBeEnabled();
    expect(emailBox()).toHaveValue("pat@example.com");
  });

  it("marks the field a failure belongs to (wrong password → password)", async () => {
    vi.mocked(signInWithEmail).mockResolvedValue(failed("auth/wrong-password"));
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailBox(), "pat@example.com");
    await user.type(passwordBox(), "secret");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("That password is not right. Try again, or reset it.");
    expect(passwordBox()).toHaveAttribute("aria-invalid", "true");
    expect(emailBox()).toHaveAttribute("aria-invalid", "false");
  });

  it("clears the old failure when trying again", async () => {
    vi.mocked(signInWithEmail).mockResolvedValueOnce(failed("auth/invalid-credential")).mockReturnValueOnce(never());
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailBox(), "pat@example.com");
    await user.type(passwordBox(), "secret");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await screen.findByRole("alert");
    await user.click(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(signInWithEmail).toHaveBeenCalledTimes(2);
  });

  it("says 'You have been logged out.' with ?logout=true, and not otherwise", () => {
    const { unmount } = renderLogin("/auth/login?logout=true");
    expect(screen.getByText("You have been logged out.")).toBeInTheDocument();
    unmount();
    renderLogin();
    expect(screen.queryByText("You have been logged out.")).not.toBeInTheDocument();
  });

  it("fills the e-mail from ?email=", () => {
    renderLogin("/auth/login?email=pat%40example.com");
    expect(emailBox()).toHaveValue("pat@example.com");
  });

  it("a double click signs in once", async () => {
    vi.mocked(signInWithEmail).mockReturnValue(never());
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailBox(), "pat@example.com");
    await user.type(passwordBox(), "secret");
    await user.dblClick(screen.getByRole("button", { name: "Log in" }));
    await waitFor(() => expect(signInWithEmail).toHaveBeenCalled());
    await runPendingWork();
    expect(signInWithEmail).toHaveBeenCalledTimes(1);
  });

  it("two submits in the same instant sign in once", async () => {
    vi.mocked(signInWithEmail).mockReturnValue(never());
    const user = userEvent.setup();
    renderLogin();
    await user.type(emailBox(), "pat@example.com");
    await user.type(passwordBox(), "secret");
    const form = screen.getByRole("form", { name: "Log in" });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(signInWithEmail).toHaveBeenCalled());
    await runPendingWork();
    expect(signInWithEmail).toHaveBeenCalledTimes(1);
  });

  it("the Google button calls signInWithGoogle and blocks the form while it works", async () => {
    vi.mocked(signInWithGoogle).mockReturnValue(never());
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(signInWithGoogle).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("button", { name: "Log in" })).toBeDisabled();
    expect(screen.getByRole("button", { name: /Continue with Google/ })).toBeDisabled();
  });

  it("shows a Google failure, then lets the user try again", async () => {
    vi.mocked(signInWithGoogle).mockResolvedValue(failed("auth/popup-closed-by-user"));
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Sign-in was cancelled.");
    await waitFor(() => expect(screen.getByRole("button", { name: "Continue with Google" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(signInWithGoogle).toHaveBeenCalledTimes(2);
  });

  it("links to forgot password and to sign-up, keeping the return URL", () => {
    renderLogin("/auth/login?returnUrl=%2Fteams%2Ft1");
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/auth/forgot-password");
    expect(screen.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/auth/sign-up?returnUrl=%2Fteams%2Ft1");
  });
});

describe("SignUpPage", () => {
  const renderSignUp = (at = "/auth/sign-up") => renderAt("/auth/sign-up", <SignUpPage />, at);

  it("applies the password rules before calling anything", async () => {
    const user = userEvent.setup();
    renderSignUp();
    await user.type(emailBox(), "pat@example.com");
    await user.type(passwordBox(), "password");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Include at least one number")).toBeInTheDocument();
    expect(signUpWithEmail).not.toHaveBeenCalled();
  });

  it("a double click creates one account", async () => {
    vi.mocked(signUpWithEmail).mockReturnValue(never<AuthResult<SignInOutcome>>());
    const user = userEvent.setup();
    renderSignUp();
    await user.type(emailBox(), "pat@example.com");
    await user.type(passwordBox(), "password1");
    await user.dblClick(screen.getByRole("button", { name: "Create account" }));
    await waitFor(() => expect(signUpWithEmail).toHaveBeenCalled());
    await runPendingWork();
    expect(signUpWithEmail).toHaveBeenCalledExactlyOnceWith("pat@example.com", "password1");
  });

  it("two submits in the same instant create one account", async () => {
    vi.mocked(signUpWithEmail).mockReturnValue(never<AuthResult<SignInOutcome>>());
    const user = userEvent.setup();
    renderSignUp();
    await user.type(emailBox(), "pat@example.com");
    await user.type(passwordBox(), "password1");
    const form = screen.getByRole("form", { name: "Sign up" });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(signUpWithEmail).toHaveBeenCalled());
    await runPendingWork();
    expect(signUpWithEmail).toHaveBeenCalledTimes(1);
  });

  it("an e-mail already in use offers a Log in link (keeping the return URL)", async () => {
    vi.mocked(signUpWithEmail).mockResolvedValue(failed("auth/email-already-in-use"));
    const user = userEvent.setup();
    renderSignUp("/auth/sign-up?returnUrl=%2Fhome");
    await user.type(emailBox(), "pat@example.com");
    await user.type(passwordBox(), "password1");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("An account with this e-mail already exists. Log in instead.");
    expect(within(alert).getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/auth/login?returnUrl=%2Fhome");
    expect(emailBox()).toHaveAttribute("aria-invalid", "true");
  });

  it("other failures have no Log in link in the alert", async () => {
    vi.mocked(signUpWithEmail).mockResolvedValue(failed("auth/weak-password"));
    const user = userEvent.setup();
    renderSignUp();
    await user.type(emailBox(), "pat@example.com");
    await user.type(passwordBox(), "password1");
    await user.click(screen.getByRole("button", { name: "Create account" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Choose a stronger password");
    expect(within(alert).queryByRole("link")).not.toBeInTheDocument();
  });

  it("the Google button calls signInWithGoogle", async () => {
    vi.mocked(signInWithGoogle).mockReturnValue(never());
    renderSignUp();
    await userEvent.setup().click(screen.getByRole("button", { name: "Continue with Google" }));
    expect(signInWithGoogle).toHaveBeenCalledTimes(1);
    expect(signUpWithEmail).not.toHaveBeenCalled();
  });
});

describe("ForgotPasswordPage", () => {
  const renderForgot = (at = "/auth/forgot-password") => renderAt("/auth/forgot-password", <ForgotPasswordPage />, at);

  it("after sending, says the link goes out only if an account exists", async () => {
    vi.mocked(requestPasswordReset).mockResolvedValue({ ok: true, value: undefined });
    const user = userEvent.setup();
    renderForgot();
    await user.type(emailBox(), " nobody@example.com ");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText(/If an account exists for nobody@example.com, we've sent it a link/)).toBeInTheDocument();
    expect(requestPasswordReset).toHaveBeenCalledExactlyOnceWith("nobody@example.com");
    expect(screen.getByRole("heading", { name: "Check your e-mail" })).toBeInTheDocument();
    expect(screen.queryByText(/couldn't find an account/i)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to log in" })).toHaveAttribute("href", "/auth/login");
  });

  it("shows a failure other than an unknown account", async () => {
    vi.mocked(requestPasswordReset).mockResolvedValue(failed("auth/network-request-failed"));
    const user = userEvent.setup();
    renderForgot();
    await user.type(emailBox(), "pat@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many attempts, or no connection.");
  });

  it("validates the e-mail", async () => {
    const user = userEvent.setup();
    renderForgot();
    await user.type(emailBox(), "nope");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(requestPasswordReset).not.toHaveBeenCalled();
  });

  it("with an expired reset link says so and offers a new one", async () => {
    vi.mocked(checkResetCode).mockResolvedValue(failed("auth/expired-action-code"));
    renderForgot("/auth/forgot-password?mode=resetPassword&oobCode=x");
    expect(await screen.findByRole("alert")).toHaveTextContent("This link has expired. Request a new one.");
    expect(checkResetCode).toHaveBeenCalledExactlyOnceWith("x");
    expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/auth/forgot-password");
  });

  it("with an invalid reset link says so", async () => {
    vi.mocked(checkResetCode).mockResolvedValue(failed("auth/invalid-action-code"));
    renderForgot("/auth/forgot-password?mode=resetPassword&oobCode=used");
    expect(await screen.findByRole("alert")).toHaveTextContent("This link is invalid or has already been used. Request a new one.");
  });

  it("with a good link asks for the new password twice and changes it", async () => {
    vi.mocked(checkResetCode).mockResolvedValue({ ok: true, value: "pat@example.com" });
    vi.mocked(resetPassword).mockResolvedValue({ ok: true, value: undefined });
    const user = userEvent.setup();
    renderForgot("/auth/forgot-password?mode=resetPassword&oobCode=good");
    expect(await screen.findByText("For pat@example.com")).toBeInTheDocument();
    await user.type(passwordBox(/^new password/i), "newpass12");
    await user.type(passwordBox(/^repeat new password/i), "newpass13");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("The passwords do not match")).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
    await user.clear(passwordBox(/^repeat new password/i));
    await user.type(passwordBox(/^repeat new password/i), "newpass12");
    await user.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Your password has been changed. You can log in with it now.")).toBeInTheDocument();
    expect(resetPassword).toHaveBeenCalledExactlyOnceWith("good", "newpass12");
  });

  it("without oobCode, mode=resetPassword shows the request form", () => {
    renderForgot("/auth/forgot-password?mode=resetPassword");
    expect(screen.getByRole("button", { name: "Send reset link" })).toBeInTheDocument();
    expect(checkResetCode).not.toHaveBeenCalled();
  });
});

describe("VerifyEmailPage with ?oobCode", () => {
  const renderVerify = (at: string) => renderAt("/auth/verify-email", <VerifyEmailPage />, at);

  it("applies the link once and says the e-mail is verified", async () => {
    vi.mocked(applyEmailLink).mockResolvedValue({ ok: true, value: undefined });
    const { store } = renderVerify("/auth/verify-email?mode=verifyEmail&oobCode=abc");
    expect(await screen.findByRole("heading", { name: "Email verified!" })).toBeInTheDocument();
    expect(applyEmailLink).toHaveBeenCalledExactlyOnceWith("abc");
    expect(screen.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/home");
    // The signed-out store is left alone (no user to mark), and nothing else is called.
    expect(store.getState().auth.user).toBeNull();
    act(() => toast.reset());
  });

  it("shows an invalid-link failure and offers a new link", async () => {
    vi.mocked(applyEmailLink).mockResolvedValue(failed("auth/invalid-action-code"));
    renderVerify("/auth/verify-email?oobCode=used");
    expect(await screen.findByRole("alert")).toHaveTextContent("This link is invalid or has already been used. Request a new one.");
    expect(screen.getByRole("heading", { name: "We couldn't verify your e-mail" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Send a new link" })).toHaveAttribute("href", "/auth/verify-email");
    expect(applyEmailLink).toHaveBeenCalledTimes(1);
  });

  it("shows a spinner while the link is being applied", () => {
    vi.mocked(applyEmailLink).mockReturnValue(never());
    renderVerify("/auth/verify-email?oobCode=slow");
    expect(screen.getByRole("status", { name: "Verifying your e-mail" })).toBeInTheDocument();
  });
});
