// The pick-up window itself comes from the tour's boarding time (src/domain/boarding.ts, pickupWindow).

// The operator confirms the exact time by the messaging app (the route depends on the day's bookings).
export const pickupNote = 'o horário exato é confirmado pelo WhatsApp';
