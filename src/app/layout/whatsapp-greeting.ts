export const whatsappGreeting =
  'Olá! Vim pelo site da Movie Tour e gostaria de saber mais sobre os passeios.';
