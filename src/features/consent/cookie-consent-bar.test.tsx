import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CookieConsentBar } from './cookie-consent-bar';
import { cookieConsentKey } from '@/config/consent-storage';

describe('CookieConsentBar', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the bar until Aceitar stores cookie_consent = accepted, then hides it', async () => {
    render(<CookieConsentBar />);
    expect(screen.getByText(/usamos cookies/i)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(localStorage.getItem(cookieConsentKey)).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
  });

  it('stays hidden on load when consent was already given', () => {
    localStorage.setItem(cookieConsentKey, 'accepted');
    render(<CookieConsentBar />);
    expect(screen.queryByRole('button', { name: 'Aceitar' })).not.toBeInTheDocument();
  });

  it('shows the bar for any other stored value', () => {
    localStorage.setItem(cookieConsentKey, 'maybe');
    render(<CookieConsentBar />);
    expect(screen.getByRole('button', { name: 'Aceitar' })).toBeInTheDocument();
  });

  it('survives a localStorage that throws (private mode) and still hides after Aceitar', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    render(<CookieConsentBar />);
    await userEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(screen.queryByRole('button', { name: 'Aceitar' })).not.toBeInTheDocument();
  });
});
