import { describe, expect, it } from 'vitest';
import {
  duplicateSignupMessage,
  findDuplicates,
  formatMobile,
  isValidEmail,
  loginErrorMessage,
  loginMessages,
  normalizeEmail,
  onlyDigits,
  isRateLimited,
  registerErrorMessage,
  registerMessages,
  newPasswordErrorMessage,
  resetRequestErrorMessage,
  validateLogin,
  validateRegister,
  validateNewPassword,
  validateResetRequest,
} from './auth-validation.ts';

const valid = {
  nome: 'Ana Souza',
  celular: '(12) 99999-8888',
  email: 'ana@example.com',
  password: 'segredo',
};

describe('login: email and password are required', () => {
  it.each([
    ['', ''],
    ['ana@example.com', ''],
    ['   ', 'segredo'],
  ])('email %j and password %j → Campos obrigatórios', (email, password) => {
    expect(validateLogin({ email, password })).toEqual({
      title: 'Campos obrigatórios',
      description: 'Por favor, preencha email e senha.',
    });
  });

  it('passes with both', () => {
    expect(validateLogin({ email: 'ana@example.com', password: 'x' })).toBeNull();
  });
});

describe('register rules, checked in order', () => {
  it.each([
    [
      'name trimmed shorter than 3',
      { nome: '  Al  ' },
      'Nome inválido',
      'Por favor, insira seu nome completo (mínimo 3 caracteres).',
    ],
    [
      'mobile with 9 digits',
      { celular: '(12) 9999-999' },
      'Celular inválido',
      'Por favor, insira um celular válido com DDD.',
    ],
    [
      'mobile with 12 digits',
      { celular: '551299998888' },
      'Celular inválido',
      'Por favor, insira um celular válido com DDD.',
    ],
    ['email without domain', { email: 'ana@' }, 'Email inválido', 'Por favor, insira um email válido.'],
    [
      'email with spaces',
      { email: 'ana souza@x.com' },
      'Email inválido',
      'Por favor, insira um email válido.',
    ],
    [
      'password of 5',
      { password: '12345' },
      'Senha muito curta',
      'A senha deve ter pelo menos 6 caracteres.',
    ],
  ])('%s', (_name, override, title, description) => {
    expect(validateRegister({ ...valid, ...override })).toEqual({ title, description });
  });

  it('reports only the first broken rule (name, then mobile, e-mail, password)', () => {
    expect(validateRegister({ nome: '', celular: '', email: '', password: '' })?.title).toBe('Nome inválido');
    expect(validateRegister({ ...valid, celular: '1', email: 'x', password: '1' })?.title).toBe(
      'Celular inválido',
    );
    expect(validateRegister({ ...valid, email: 'x', password: '1' })?.title).toBe('Email inválido');
  });

  it('accepts 10 and 11 digit mobiles and a 3-letter name', () => {
    expect(validateRegister({ ...valid, nome: 'Ana', celular: '1233334444' })).toBeNull();
    expect(validateRegister(valid)).toBeNull();
  });
});

describe('duplicate check before sign-up', () => {
  it.each([
    [true, true, 'Este email e celular já estão cadastrados. Faça login.'],
    [true, false, 'Este email já está cadastrado. Faça login ou use outro email.'],
    [false, true, 'Este celular já está cadastrado. Faça login ou use outro número.'],
  ])('email taken %s, mobile taken %s', (emailTaken, celularTaken, description) => {
    expect(duplicateSignupMessage({ emailTaken, celularTaken })).toEqual({
      title: 'Usuário já cadastrado',
      description,
    });
  });

  it('says nothing when neither is taken', () => {
    expect(duplicateSignupMessage({ emailTaken: false, celularTaken: false })).toBeNull();
  });
});

describe('the e-mail pattern (something@something.something, no spaces)', () => {
  it.each([
    ['ana@example.com', true],
    ['ana.souza+tour@mail.example.com.br', true],
    ['  ana@example.com  ', true],
    ['ana@example', false],
    ['ana.example.com', false],
    ['@example.com', false],
    ['ana@@example.com', false],
    ['ana @example.com', false],
    ['', false],
  ])('%j → %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('e-mails are compared trimmed and lower-cased', () => {
    expect(normalizeEmail('  Ana@Example.COM ')).toBe('ana@example.com');
  });
});

describe('duplicate lookup: same lower-cased e-mail and/or same digits-only mobile', () => {
  const typed = { email: 'Ana@Example.com', celular: '(12) 99999-8888' };
  it.each([
    ['no rows', [], false, false],
    [
      'the e-mail in another case',
      [{ email_cliente: 'ana@example.COM', celular: '1133334444' }],
      true,
      false,
    ],
    [
      'the mobile stored with a mask',
      [{ email_cliente: 'b@x.com', celular: '(12) 99999-8888' }],
      false,
      true,
    ],
    ['both on one row', [{ email_cliente: 'ana@example.com', celular: '12999998888' }], true, true],
    [
      'both on different rows',
      [
        { email_cliente: 'ana@example.com', celular: null },
        { email_cliente: null, celular: '12999998888' },
      ],
      true,
      true,
    ],
  ])('%s → email %s, mobile %s', (_name, rows, emailTaken, celularTaken) => {
    expect(findDuplicates(rows, typed)).toEqual({ emailTaken, celularTaken });
  });

  it('an empty typed value never matches an empty stored one', () => {
    expect(findDuplicates([{ email_cliente: '', celular: '' }], { email: '', celular: '' })).toEqual({
      emailTaken: false,
      celularTaken: false,
    });
  });
});

describe('mobile mask', () => {
  it.each([
    ['1', '(1'],
    ['12', '(12'],
    ['129', '(12) 9'],
    ['12999', '(12) 999'],
    ['1299998', '(12) 9999-8'],
    ['1233334444', '(12) 3333-4444'],
    ['12999998888', '(12) 99999-8888'],
    ['12999998888777', '(12) 99999-8888'],
    ['(12) 99999-8888', '(12) 99999-8888'],
  ])('%s → %s', (input, expected) => {
    expect(formatMobile(input)).toBe(expected);
  });

  it('stores digits only', () => {
    expect(onlyDigits('(12) 99999-8888')).toBe('12999998888');
  });
});

describe('server errors become the catalogue’s Portuguese messages', () => {
  it.each([
    [{ code: 'invalid_credentials', message: 'Invalid login credentials' }, 'Email ou senha incorretos.'],
    [
      { code: 'email_not_confirmed', message: 'Email not confirmed' },
      'Por favor, confirme seu email antes de fazer login. Verifique sua caixa de entrada.',
    ],
    [{ message: '' }, 'Email ou senha incorretos.'],
    [{ message: 'something odd' }, 'Email ou senha incorretos.'],
    [
      { message: 'Email not confirmed' },
      'Por favor, confirme seu email antes de fazer login. Verifique sua caixa de entrada.',
    ],
    [
      { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
      'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.',
    ],
  ])('login %j', (error, description) => {
    expect(loginErrorMessage(error)).toEqual({ title: 'Erro no login', description });
  });

  it.each([
    [
      { code: 'user_already_exists', message: 'User already registered' },
      'Este email já está cadastrado. Tente fazer login.',
    ],
    [
      { code: 'validation_failed', message: 'Unable to validate email address: invalid format' },
      'Email inválido. Verifique e tente novamente.',
    ],
    [
      { code: 'weak_password', message: 'Password should be at least 6 characters.' },
      'Senha inválida. Use pelo menos 6 caracteres.',
    ],
    [
      { code: 'email_exists', message: 'Email address already exists' },
      'Este email já está cadastrado. Tente fazer login.',
    ],
    [
      { code: 'email_address_invalid', message: 'Email address is invalid' },
      'Email inválido. Verifique e tente novamente.',
    ],
    [
      { message: 'Password should contain at least one character of each' },
      'Senha inválida. Use pelo menos 6 caracteres.',
    ],
    [{ message: 'Database error saving new user' }, 'Não foi possível realizar o cadastro.'],
    [{ message: '' }, 'Não foi possível realizar o cadastro.'],
    [
      { code: 'over_request_rate_limit', message: 'Request rate limit reached' },
      'Muitas tentativas de cadastro. Aguarde alguns minutos e tente novamente.',
    ],
    [
      { code: 'PT429', message: 'too many sign-up checks from this address' },
      'Muitas tentativas de cadastro. Aguarde alguns minutos e tente novamente.',
    ],
  ])('register %j', (error, description) => {
    expect(registerErrorMessage(error)).toEqual({ title: 'Erro no cadastro', description });
  });
});

it("register: a mobile taken by another sign-up meanwhile is the duplicate check's message", () => {
  expect(
    registerErrorMessage({
      code: 'phone_exists',
      message: 'Phone number already registered by another user',
    }),
  ).toEqual({
    title: 'Usuário já cadastrado',
    description: 'Este celular já está cadastrado. Faça login ou use outro número.',
  });
});

describe('isRateLimited: any server answer meaning too many requests', () => {
  it.each([
    [{ code: 'PT429', message: 'too many sign-up checks' }, true],
    [{ code: 'over_email_send_rate_limit', message: 'Email rate limit exceeded' }, true],
    [{ message: 'Request rate limit reached' }, true],
    [{ code: '23505', message: 'duplicate key' }, false],
    [new Error('Failed to fetch'), false],
    [null, false],
    ['PT429', false],
  ])('%j → %s', (error, expected) => {
    expect(isRateLimited(error)).toBe(expected);
  });
});

describe('the fixed messages', () => {
  it('login: unexpected error and success', () => {
    expect(loginMessages).toEqual({
      unexpected: { title: 'Erro no login', description: 'Ocorreu um erro inesperado.' },
      success: { title: 'Login realizado com sucesso!', description: 'Bem-vindo de volta.' },
    });
  });

  it('register: unexpected error and success with a session', () => {
    expect(registerMessages).toEqual({
      unexpected: { title: 'Erro no cadastro', description: 'Ocorreu um erro inesperado. Tente novamente.' },
      successWithSession: {
        title: 'Cadastro realizado com sucesso!',
        description: 'Bem-vindo à Movie Tour! Você já está logado.',
      },
    });
  });
});

describe('a password reset', () => {
  it('asks for a valid e-mail', () => {
    expect(validateResetRequest('  ana@exemplo.com ')).toBeNull();
    expect(validateResetRequest('ana')).toEqual({
      title: 'Email inválido',
      description: 'Por favor, insira um email válido.',
    });
  });

  it('takes a new password of 6 or more characters, typed twice alike', () => {
    expect(validateNewPassword('segredo', 'segredo')).toBeNull();
    expect(validateNewPassword('12345', '12345')?.description).toBe(
      'A senha deve ter pelo menos 6 caracteres.',
    );
    expect(validateNewPassword('segredo', 'segreda')?.description).toBe(
      'As duas senhas precisam ser iguais.',
    );
  });
});

describe('password reset refusals', () => {
  it('says to wait a minute when a link was just sent, and to try again otherwise', () => {
    expect(resetRequestErrorMessage({ code: 'over_email_send_rate_limit', message: 'x' }).title).toBe(
      'Aguarde um pouco',
    );
    expect(resetRequestErrorMessage({ message: 'fetch failed' }).description).toBe(
      'Tente novamente em instantes.',
    );
  });

  it('says a new password must differ from the old one, and otherwise to ask for a new link', () => {
    expect(newPasswordErrorMessage({ code: 'same_password', message: 'x' }).description).toBe(
      'A nova senha precisa ser diferente da anterior.',
    );
    expect(newPasswordErrorMessage({ code: 'session_expired', message: 'x' }).description).toBe(
      'Peça um novo link em Entrar → Esqueci minha senha.',
    );
  });
});
