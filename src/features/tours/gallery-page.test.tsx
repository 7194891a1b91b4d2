import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { canonicalHref } from '@/testing/render';
import { absoluteUrl } from '@/config/site';
import { getTourById } from '@/domain/catalogue/tours';
import { renderTourRoute } from './test-utils';

const amantikir = getTourById('parque-amantikir')!;

describe('gallery page', () => {
  it('shows the title and all six photos, with a loading text until the first one loads', () => {
    renderTourRoute('/passeio/parque-amantikir/galeria');
    expect(screen.getByRole('heading', { level: 1, name: amantikir.title })).toBeInTheDocument();
    expect(screen.getByText('Carregando imagens...')).toHaveAttribute('role', 'status');
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(6);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[5]).toHaveAttribute('loading', 'lazy');
    fireEvent.load(images[0]!);
    expect(screen.queryByText('Carregando imagens...')).not.toBeInTheDocument();
  });

  it('stops the loading text when the first photo fails too', () => {
    renderTourRoute('/passeio/parque-amantikir/galeria');
    fireEvent.error(screen.getAllByRole('img')[0]!);
    expect(screen.queryByText('Carregando imagens...')).not.toBeInTheDocument();
  });

  it('hints at scrolling on small screens and links back to the tour', () => {
    renderTourRoute('/passeio/parque-amantikir/galeria');
    expect(screen.getByText('Role para ver mais fotos')).toHaveClass('sm:hidden');
    expect(screen.getByRole('link', { name: 'Voltar para Parque Amantikir' })).toHaveAttribute(
      'href',
      '/passeio/parque-amantikir',
    );
    expect(canonicalHref()).toBe(absoluteUrl('/passeio/parque-amantikir/galeria'));
  });

  it('goes back to the tour page on Escape', () => {
    renderTourRoute('/passeio/parque-amantikir/galeria');
    act(() => {
      fireEvent.keyDown(window, { key: 'Enter' });
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/passeio/parque-amantikir/galeria');
    act(() => {
      fireEvent.keyDown(window, { key: 'Escape' });
    });
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/passeio\/parque-amantikir$/);
    expect(screen.getByRole('heading', { level: 1, name: amantikir.title })).toBeInTheDocument();
    // The keyboard's focus is back where the visitor left the tour page.
    expect(screen.getByRole('link', { name: 'Veja todas as informações sobre esse passeio' })).toHaveFocus();
  });

  it("says 'Passeio não encontrado' for an unknown id, with a way home", () => {
    renderTourRoute('/passeio/xyz/galeria');
    expect(screen.getByRole('heading', { name: 'Passeio não encontrado' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a página inicial' })).toHaveAttribute('href', '/');
    act(() => {
      fireEvent.keyDown(window, { key: 'Escape' });
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/passeio/xyz/galeria');
  });
});
