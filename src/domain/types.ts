export type Weekday = 'sunday' | 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday';
type Difficulty = 'Fácil' | 'Moderada' | 'Difícil';
export type Period = 'Manhã' | 'Tarde' | 'Manhã e Tarde';
export type TourCategory = 'popular' | 'experiencia';

export type Faq = { question: string; answer: string };

export type Tour = {
  id: string;
  title: string;
  description: string;
  /** BRL, per person unless priceUnit is 'carro'. */
  price: number;
  duration: string;
  difficulty: Difficulty;
  /** Vehicle and pet policy; contains 'Pet Friendly' when pets are accepted. */
  vehicle: string;
  period: Period;
  /** When the vehicle starts picking people up, 'HH:MM' in São Paulo: the departure the rules count from. */
  boardingTime: string;
  /** Image base path without width or extension, e.g. '/images/tours/rota-do-horto/1'. */
  image: string;
  /** Six image base paths. */
  gallery: string[];
  category: TourCategory;
  availableDays: Weekday[];
  location: string;
  ticketInfo: string;
  /** Stops, shown as 'Por onde passamos'. */
  locations: string[];
  faqs: Faq[];
  /** 'carro' = price per car for up to 4 people. */
  priceUnit?: 'carro';
};

export type BookingDetails = {
  date: Date | null;
  hotel: string;
  adults: number;
  children: number;
  babies: number;
  pets: number;
};

/** What the cart holds of an item: the tour's id and the customer's choices; the rest is catalogue. */
export type CartLine = { id: string; quantity: number; bookingDetails?: BookingDetails };
/** A cart line with its tour, as the cart and the checkout show and price it. */
export type CartItem = Tour & CartLine;
