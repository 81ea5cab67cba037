import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { englishLeft, resetLanguageAfterEach, useLanguage } from '@/test-utils/languages';
import { field, setup, SUBSCRIPTION, USER } from './auth-modals-harness';

vi.mock('@/lib/leave-for', () => ({ leaveFor: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
});

describe('in Ukrainian and Spanish (issue 23)', () => {
  resetLanguageAfterEach();

  it('leaves no English of its own in any step of the entry modal in Ukrainian', async () => {
    await useLanguage('uk');
    setup();
    fireEvent.click(screen.getByText('open choose'));
    const choose = await screen.findByRole('dialog', {
      name: 'Почніть обігравати ринок в один клік',
    });
    expect(englishLeft(choose)).toEqual([]);
    fireEvent.click(
      within(choose).getByRole('button', {
        name: '...або скористайтеся електронною поштою та паролем',
      }),
    );
    expect(within(choose).getByText('Ви тут уперше?')).toBeTruthy();
    expect(englishLeft(choose)).toEqual([]);
    fireEvent.click(
      within(choose).getByRole('button', { name: 'Так! Зареєструйте мене безкоштовно!' }),
    );

    const signUp = await screen.findByRole('dialog', {
      name: 'Безкоштовна реєстрація в один клік...',
    });
    fireEvent.click(within(signUp).getByRole('button', { name: 'Зареєструватися безкоштовно' }));
    // The §5 messages too.
    expect(within(signUp).getByText('Вкажіть ім’я.')).toBeTruthy();
    expect(englishLeft(signUp)).toEqual([]);
    fireEvent.click(
      within(signUp).getByRole('button', { name: 'Уже маєте обліковий запис? Увійдіть' }),
    );

    const login = await screen.findByRole('dialog', { name: 'Вхід в один клік...' });
    expect(englishLeft(login)).toEqual([]);
    fireEvent.click(within(login).getByRole('button', { name: 'Забули пароль?' }));
    expect(englishLeft(await screen.findByRole('dialog', { name: 'Забули пароль?' }))).toEqual([]);
  });

  it('leaves no English of its own in the terms, registration and welcome modals in Ukrainian', async () => {
    await useLanguage('uk');
    setup('/', {
      '/api/v1/auth/signUp': () => ({ email: 'ada@example.com', verified: false }),
      '/api/v1/auth/login': () => ({
        token: 't',
        refreshToken: 'r',
        user: USER,
        subscription: SUBSCRIPTION,
        redirect_options: { redirect: null, modal: null },
      }),
    });
    fireEvent.click(screen.getByText('open signup'));
    const signUp = await screen.findByRole('dialog', {
      name: 'Безкоштовна реєстрація в один клік...',
    });
    fireEvent.change(field(signUp, 'Електронна пошта'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field(signUp, 'Пароль'), { target: { value: 'long enough' } });
    fireEvent.change(field(signUp, 'Ім’я'), { target: { value: 'Ada' } });
    fireEvent.click(within(signUp).getByRole('button', { name: 'Зареєструватися безкоштовно' }));

    const terms = await screen.findByRole('dialog', { name: 'Умови та конфіденційність' });
    expect(englishLeft(terms)).toEqual([]);
    fireEvent.click(
      within(terms).getByLabelText('Я приймаю умови використання та політику конфіденційності.'),
    );
    fireEvent.click(within(terms).getByRole('button', { name: 'Створити обліковий запис' }));
    const success = await screen.findByRole('dialog', { name: 'Підтвердьте електронну пошту' });
    expect(englishLeft(success, ['ada@example.com'])).toEqual([]);
    fireEvent.click(within(success).getByRole('button', { name: 'Продовжити перегляд' }));

    fireEvent.click(screen.getByText('open login'));
    const login = await screen.findByRole('dialog', { name: 'Вхід в один клік...' });
    fireEvent.change(field(login, 'Електронна пошта'), { target: { value: 'ada@example.com' } });
    fireEvent.change(field(login, 'Пароль'), { target: { value: 'a password' } });
    fireEvent.click(within(login).getByRole('button', { name: 'Увійти' }));
    const welcome = await screen.findByRole('dialog', { name: 'Вітаємо, Ada!' });
    expect(await within(welcome).findByText('2 / 5')).toBeTruthy();
    expect(englishLeft(welcome, ['Ada'])).toEqual([]);
  });

  it('speaks Spanish in the entry modal, a paid plan named in Spanish', async () => {
    await useLanguage('es');
    setup('/?plan=ADVANCED_MONTHLY');
    fireEvent.click(screen.getByText('open choose'));
    const choose = await screen.findByRole('dialog', { name: '¡Empieza tu plan Avanzado!' });
    fireEvent.click(
      within(choose).getByRole('button', { name: '...o usa tu correo electrónico y contraseña' }),
    );
    expect(choose.textContent).toContain('¿Es tu primera vez aquí?');
    expect(choose.textContent).not.toMatch(/Sign|First time|Nope|changed my mind/);
    fireEvent.click(within(choose).getByRole('button', { name: '¡Sí! ¡Regístrame gratis!' }));

    const signUp = await screen.findByRole('dialog', { name: '¡Empieza tu plan Avanzado!' });
    fireEvent.click(within(signUp).getByRole('button', { name: 'Registrarme gratis' }));
    expect(within(signUp).getByText('El nombre es obligatorio.')).toBeTruthy();
    expect(within(signUp).getByText('La contraseña es obligatoria.')).toBeTruthy();
    expect(signUp.textContent).not.toMatch(/required|Password|First name|Last name|updates/);
  });
});
