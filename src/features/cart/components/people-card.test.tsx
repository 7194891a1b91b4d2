import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PeopleCard } from './people-card';

const counts = { adults: 2, children: 0, babies: 0, pets: 1 };

describe('PeopleCard', () => {
  it('says which tours of the cart go without the pets counted', () => {
    const { rerender } = render(
      <PeopleCard counts={counts} onChange={() => {}} withoutPets={['Rota do Horto Florestal']} />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'O passeio Rota do Horto Florestal não aceita pets; a reserva dele vai sem pets.',
    );
    rerender(
      <PeopleCard
        counts={counts}
        onChange={() => {}}
        withoutPets={['Passeio A', 'Passeio B', 'Passeio C']}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'Os passeios Passeio A, Passeio B e Passeio C não aceitam pets; as reservas deles vão sem pets.',
    );
  });

  it('says nothing without pets, or when every tour takes them', () => {
    const { rerender } = render(
      <PeopleCard
        counts={{ ...counts, pets: 0 }}
        onChange={() => {}}
        withoutPets={['Rota do Horto Florestal']}
      />,
    );
    expect(screen.queryByRole('note')).toBeNull();
    rerender(<PeopleCard counts={counts} onChange={() => {}} withoutPets={[]} />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
