// The hosted sign-in pages under /auth, loaded together as one chunk by the route table.
export { AuthorizePage } from './authorize-page.js';
export { ForgotPasswordPage } from './forgot-password-page.js';
export { LoginPage } from './login-page.js';
export { LogoutPage } from './logout-page.js';
export { ResetPasswordPage } from './reset-password-page.js';
export { SignupPage } from './signup-page.js';
export { SsoCompletePage } from './sso-complete-page.js';
export { VerifyPage } from './verify-page.js';
