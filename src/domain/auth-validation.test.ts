import { describe, expect, it } from 'vitest';
import {
  duplicateSignupMessage,
  formatMobile,
  loginErrorMessage,
  onlyDigits,
  registerErrorMessage,
  validateLogin,
  validateRegister,
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

describe('register rules of spec §5, checked in order', () => {
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

describe('server errors become the catalogue messages of spec §8', () => {
  it.each([
    [{ code: 'invalid_credentials', message: 'Invalid login credentials' }, 'Email ou senha incorretos.'],
    [
      { code: 'email_not_confirmed', message: 'Email not confirmed' },
      'Por favor, confirme seu email antes de fazer login. Verifique sua caixa de entrada.',
    ],
    [{ message: '' }, 'Email ou senha incorretos.'],
    [{ message: 'something odd' }, 'Email ou senha incorretos.'],
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
    [{ message: 'Database error saving new user' }, 'Não foi possível realizar o cadastro.'],
  ])('register %j', (error, description) => {
    expect(registerErrorMessage(error)).toEqual({ title: 'Erro no cadastro', description });
  });
});
