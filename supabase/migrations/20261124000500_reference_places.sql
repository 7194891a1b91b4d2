-- Reference data every project needs: the hotels and pousadas of Campos do Jordão and the meeting points the
-- tours pick up from (the cart lists them, and an order's boarding place must be one of them). They lived in
-- seed.sql beside the demo accounts, which a hosted project never receives; here they reach every database with
-- `supabase db push`. Inserted only where missing (by name), so a project that already added some by hand keeps
-- them and gets no duplicates; the operator edits the lists afterwards.

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Hotels and pousadas
-- ════════════════════════════════════════════════════════════════════════════════════════════
insert into public."Hoteis" ("Hospedagem", "Endereco")
select v.hospedagem, v.endereco
from (values
  ('Grande Hotel Campos do Jordão', 'Av. Frei Orestes Girardi, 3549 - Capivari, Campos do Jordão - SP'),
  ('Hotel Frontenac', 'Av. Dr. Paulo Ribas, 295 - Capivari, Campos do Jordão - SP'),
  ('Pousada Villa Capivari', 'Av. Victor Godinho, 131 - Capivari, Campos do Jordão - SP'),
  ('Hotel Leão da Montanha', 'Rua Dr. Raul Mesquita, 443 - Capivari, Campos do Jordão - SP'),
  ('Hotel Toriba', 'Av. Ernesto Diederichsen, 2962 - Alto do Toriba, Campos do Jordão - SP'),
  ('Hotel Vila Inglesa', 'Av. Senador Roberto Simonsen, 3500 - Vila Inglesa, Campos do Jordão - SP'),
  ('Serra da Estrella Hotel', 'Rua Dr. Raul Mesquita, 175 - Capivari, Campos do Jordão - SP'),
  ('Hotel Estoril', 'Av. Macedo Soares, 234 - Capivari, Campos do Jordão - SP'),
  ('Pousada Recanto da Serra', 'Av. Macedo Soares, 1180 - Capivari, Campos do Jordão - SP'),
  ('Pousada Quinta dos Pinhais', 'Rua Djalma Forjaz, 215 - Vila Abernéssia, Campos do Jordão - SP'),
  ('Pousada Abernéssia', 'Av. Dr. Januário Miráglia, 1450 - Vila Abernéssia, Campos do Jordão - SP'),
  ('Hotel Jaguaribe', 'Av. Dr. Januário Miráglia, 3810 - Jaguaribe, Campos do Jordão - SP'),
  ('Pousada Vale do Jaguaribe', 'Rua Benedito Lourenço da Silva, 88 - Jaguaribe, Campos do Jordão - SP'),
  ('Pousada Mirante da Boa Vista', 'Av. Adhemar de Barros, 2450 - Alto da Boa Vista, Campos do Jordão - SP'),
  ('Hotel Palácio das Hortênsias', 'Rua das Hortênsias, 120 - Alto da Boa Vista, Campos do Jordão - SP'),
  ('Pousada Jardim das Araucárias', 'Rua Eduardo Moreira da Cruz, 356 - Jardim Embaixador, Campos do Jordão - SP'),
  ('Pousada Vila Suíça', 'Rua Carlos Augusto Portella, 62 - Vila Suíça, Campos do Jordão - SP'),
  ('Chalés Bosque do Silêncio', 'Estrada do Horto Florestal, 4200 - Horto Florestal, Campos do Jordão - SP')
) as v (hospedagem, endereco)
where not exists (select 1 from public."Hoteis" h where h."Hospedagem" = v.hospedagem);

-- ════════════════════════════════════════════════════════════════════════════════════════════
-- Meeting points
-- ════════════════════════════════════════════════════════════════════════════════════════════
insert into public.ponto_encontro (local, endereco)
select v.local, v.endereco
from (values
  ('Portal da Cidade', 'Av. Frei Orestes Girardi, s/n - Vila Abernéssia, Campos do Jordão - SP'),
  ('Praça do Capivari', 'Praça São Benedito, s/n - Capivari, Campos do Jordão - SP'),
  ('Estação Emílio Ribas', 'Av. Emílio Ribas, s/n - Capivari, Campos do Jordão - SP'),
  ('Palácio Boa Vista', 'Av. Adhemar de Barros, 3001 - Alto da Boa Vista, Campos do Jordão - SP'),
  ('Mercado Municipal', 'Av. Dr. Januário Miráglia, s/n - Vila Abernéssia, Campos do Jordão - SP')
) as v (local, endereco)
where not exists (select 1 from public.ponto_encontro p where p.local = v.local);
