/** A toast-ready message: the spec gives every validation and error as a title plus a description. */
export type Message = { title: string; description: string };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Masks a Brazilian mobile while typing: '(12) 99999-9999' or '(12) 9999-9999'. */
export function formatMobile(value: string): string {
  const digits = onlyDigits(value).slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  if (rest.length <= 4) return `(${area}) ${rest}`;
  const split = digits.length === 11 ? 5 : 4;
  return `(${area}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/** How an e-mail is stored and compared: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidEmail(email: string): boolean {
  return emailPattern.test(email.trim());
}

export function validateLogin({ email, password }: { email: string; password: string }): Message | null {
  if (!email.trim() || !password) {
    return { title: 'Campos obrigatórios', description: 'Por favor, preencha email e senha.' };
  }
  return null;
}

/** 'Esqueci minha senha': the address to send the link to. */
export function validateResetRequest(email: string): Message | null {
  if (!isValidEmail(email)) {
    return { title: 'Email inválido', description: 'Por favor, insira um email válido.' };
  }
  return null;
}

/** A new password on /redefinir-senha: the sign-up's rule, typed twice alike. */
export function validateNewPassword(password: string, confirmation: string): Message | null {
  if (password.length < 6) {
    return { title: 'Senha muito curta', description: 'A senha deve ter pelo menos 6 caracteres.' };
  }
  if (password !== confirmation) {
    return { title: 'Senhas diferentes', description: 'As duas senhas precisam ser iguais.' };
  }
  return null;
}

export type RegisterInput = { nome: string; celular: string; email: string; password: string };

export function validateRegister({ nome, celular, email, password }: RegisterInput): Message | null {
  if (nome.trim().length < 3) {
    return {
      title: 'Nome inválido',
      description: 'Por favor, insira seu nome completo (mínimo 3 caracteres).',
    };
  }
  const digits = onlyDigits(celular);
  if (digits.length < 10 || digits.length > 11) {
    return { title: 'Celular inválido', description: 'Por favor, insira um celular válido com DDD.' };
  }
  if (!isValidEmail(email)) {
    return { title: 'Email inválido', description: 'Por favor, insira um email válido.' };
  }
  if (password.length < 6) {
    return { title: 'Senha muito curta', description: 'A senha deve ter pelo menos 6 caracteres.' };
  }
  return null;
}

export function duplicateSignupMessage({
  emailTaken,
  celularTaken,
}: {
  emailTaken: boolean;
  celularTaken: boolean;
}): Message | null {
  const title = 'Usuário já cadastrado';
  if (emailTaken && celularTaken) {
    return { title, description: 'Este email e celular já estão cadastrados. Faça login.' };
  }
  if (emailTaken)
    return { title, description: 'Este email já está cadastrado. Faça login ou use outro email.' };
  if (celularTaken)
    return { title, description: 'Este celular já está cadastrado. Faça login ou use outro número.' };
  return null;
}

type Contact = { email_cliente?: string | null; celular?: string | null };

/**
 * Spec §5 duplicate check: which of the typed e-mail (lower-cased) and mobile (digits only) already belong to a
 * customer, given the rows the lookup found.
 */
export function findDuplicates(
  rows: readonly Contact[],
  { email, celular }: { email: string; celular: string },
): { emailTaken: boolean; celularTaken: boolean } {
  const wantedEmail = normalizeEmail(email);
  const wantedMobile = onlyDigits(celular);
  return {
    emailTaken: rows.some(
      (row) => normalizeEmail(row.email_cliente ?? '') === wantedEmail && wantedEmail !== '',
    ),
    celularTaken: rows.some((row) => onlyDigits(row.celular ?? '') === wantedMobile && wantedMobile !== ''),
  };
}

export const loginMessages = {
  unexpected: { title: 'Erro no login', description: 'Ocorreu um erro inesperado.' },
  success: { title: 'Login realizado com sucesso!', description: 'Bem-vindo de volta.' },
} as const satisfies Record<string, Message>;

export const registerMessages = {
  unexpected: { title: 'Erro no cadastro', description: 'Ocorreu um erro inesperado. Tente novamente.' },
  successWithSession: {
    title: 'Cadastro realizado com sucesso!',
    description: 'Bem-vindo à Movie Tour! Você já está logado.',
  },
} as const satisfies Record<string, Message>;

export type AuthServerError = { code?: string; message: string };

const includes = (error: AuthServerError, ...needles: string[]) =>
  needles.some((needle) => `${error.code ?? ''} ${error.message}`.toLowerCase().includes(needle));

/** Spec §8 (login): the confirmation hint when the e-mail is unconfirmed, otherwise 'Email ou senha incorretos.'. */
export function loginErrorMessage(error: AuthServerError): Message {
  const title = 'Erro no login';
  if (includes(error, 'email_not_confirmed', 'email not confirmed')) {
    return {
      title,
      description: 'Por favor, confirme seu email antes de fazer login. Verifique sua caixa de entrada.',
    };
  }
  // Not in the catalogue: saying the password is wrong to someone who is only being slowed down misleads.
  if (includes(error, 'over_request_rate_limit', 'rate limit')) {
    return { title, description: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.' };
  }
  return { title, description: 'Email ou senha incorretos.' };
}

/** 'Esqueci minha senha' refused: one link a minute per address (Supabase Auth's mail rate), else try again. */
export function resetRequestErrorMessage(error: AuthServerError): Message {
  if (includes(error, 'over_email_send_rate_limit', 'rate limit')) {
    return {
      title: 'Aguarde um pouco',
      description: 'Um link acabou de ser enviado para este e-mail. Espere um minuto para pedir outro.',
    };
  }
  return { title: 'Não foi possível enviar o link', description: 'Tente novamente em instantes.' };
}

/** The new password refused on /redefinir-senha. */
export function newPasswordErrorMessage(error: AuthServerError): Message {
  const title = 'Não foi possível alterar a senha';
  if (includes(error, 'same_password')) {
    return { title, description: 'A nova senha precisa ser diferente da anterior.' };
  }
  return { title, description: 'Peça um novo link em Entrar → Esqueci minha senha.' };
}

/** Any server's 'too many requests': Supabase Auth's rate limits, or a database function's PT429. */
export function isRateLimited(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 'PT429') return true;
  return includes({ code: String(code ?? ''), message: String(message ?? '') }, 'rate_limit', 'rate limit');
}

export const registerRateLimited: Message = {
  title: 'Erro no cadastro',
  description: 'Muitas tentativas de cadastro. Aguarde alguns minutos e tente novamente.',
};

/** Spec §8 (register), plus the refusals the spec does not name (a mobile taken meanwhile, a rate limit). */
export function registerErrorMessage(error: AuthServerError): Message {
  const title = 'Erro no cadastro';
  if (isRateLimited(error)) return registerRateLimited;
  // A mobile taken between the duplicate check and the sign-up: the duplicate check's own message.
  if (includes(error, 'phone_exists'))
    return duplicateSignupMessage({ emailTaken: false, celularTaken: true })!;
  if (includes(error, 'user_already_exists', 'already registered', 'email_exists')) {
    return { title, description: 'Este email já está cadastrado. Tente fazer login.' };
  }
  if (includes(error, 'email_address_invalid', 'invalid format', 'validate email', 'invalid email')) {
    return { title, description: 'Email inválido. Verifique e tente novamente.' };
  }
  if (includes(error, 'weak_password', 'password')) {
    return { title, description: 'Senha inválida. Use pelo menos 6 caracteres.' };
  }
  return { title, description: 'Não foi possível realizar o cadastro.' };
}
