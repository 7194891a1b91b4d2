// The auth feature's public entry: other features and the app import these, never a file inside the folder.
export { AccessRestricted } from './access-restricted';
export { authKeys, ClientNotFoundError, customerIdOf, type CustomerProfile } from './api/profile';
export { useAuth, type AuthStatus, type AuthUser } from './auth-context';
export { useAuthDialog, type OpenAuthDialogOptions } from './auth-dialog-context';
export { AuthDialogProvider } from './auth-dialog-provider';
export { AuthProvider } from './auth-provider';
export { RequireSignIn, useLoginDialogOnArrival, useSignInFirst } from './require-sign-in';
export { SignInPrompt } from './sign-in-prompt';
