import { MessageCircle } from 'lucide-react';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatBRL } from '@/domain/money';
import {
  formatPhone,
  manifestBoardingLabel,
  partyLabel,
  whatsappChatUrl,
  type ManifestRow,
} from '@/domain/operator';
import { cn } from '@/lib/cn';

const party = (row: ManifestRow) =>
  partyLabel({ adults: row.adultos, children: row.criancas, babies: row.bebes, pets: row.pets });

function Contact({ row }: { row: ManifestRow }) {
  const chat = whatsappChatUrl(
    row.celular,
    `Olá, ${row.nome_cliente}! Aqui é da Movie Tour, sobre o seu passeio.`,
  );
  return chat ? (
    <a
      href={chat}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 text-primary underline"
    >
      <MessageCircle className="size-4 print:hidden" aria-hidden="true" />
      {formatPhone(row.celular)}
    </a>
  ) : (
    <span>{formatPhone(row.celular) || '—'}</span>
  );
}

function Notes({ row }: { row: ManifestRow }) {
  if (!row.passageiros && !row.observacao) return null;
  return (
    <p className="text-sm text-muted-foreground">
      {/* Line breaks as typed in the booking form: one passenger a line. */}
      {row.passageiros ? (
        <span className="block whitespace-pre-line break-words">Passageiros: {row.passageiros}</span>
      ) : null}
      {row.observacao ? (
        <span className="block whitespace-pre-line break-words">Obs.: {row.observacao}</span>
      ) : null}
    </p>
  );
}

/** What the driver recorded: 'Embarcou às 07:42' in green, 'Não compareceu' in red; nothing before boarding. */
function Boarding({ row }: { row: ManifestRow }) {
  const label = manifestBoardingLabel(row);
  if (!label) return null;
  return (
    <span
      className={cn(
        'inline-block rounded-full px-2 py-0.5 text-xs font-semibold',
        row.embarque_status === 'embarcou'
          ? 'bg-success/15 text-success'
          : 'bg-destructive/10 text-destructive',
      )}
    >
      {label}
    </span>
  );
}

/** Phone: one card per pick-up, in pick-up order. */
export function ManifestCards({ rows }: { rows: ManifestRow[] }) {
  return (
    <ol className="mt-3 grid gap-3">
      {rows.map((row, index) => (
        <li key={row.ref} className="rounded-xl border border-border p-3">
          <p className="flex justify-between gap-2 font-semibold">
            <span className="min-w-0 break-words">
              {index + 1}. {row.nome_cliente}
            </span>
            <span className="shrink-0">{formatBRL(row.valor)}</span>
          </p>
          <p className="text-sm">
            <Contact row={row} />
          </p>
          <p className="mt-1 break-words text-sm">
            <span className="font-medium">{row.embarque ?? 'Sem local de embarque'}</span>
            {row.endereco ? <span className="block text-muted-foreground">{row.endereco}</span> : null}
          </p>
          <p className="mt-1 text-sm">
            {party(row)} · {row.origem}
          </p>
          <Boarding row={row} />
          <Notes row={row} />
        </li>
      ))}
    </ol>
  );
}

/** Desk and paper: a table in pick-up order. */
export function ManifestTable({ rows }: { rows: ManifestRow[] }) {
  return (
    <Table containerClassName="mt-3">
      <TableHeader>
        <TableRow>
          <TableHead className="pl-0">#</TableHead>
          <TableHead>Cliente</TableHead>
          <TableHead>Embarque</TableHead>
          <TableHead>Grupo</TableHead>
          <TableHead>Origem</TableHead>
          <TableHead>Presença</TableHead>
          <TableHead className="pr-0 text-right">Valor</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody className="align-top">
        {rows.map((row, index) => (
          <TableRow key={row.ref}>
            <TableCell className="pl-0">{index + 1}</TableCell>
            <TableCell>
              <span className="block font-semibold">{row.nome_cliente}</span>
              <Contact row={row} />
              <Notes row={row} />
            </TableCell>
            <TableCell>
              <span className="block font-medium">{row.embarque ?? '—'}</span>
              <span className="text-muted-foreground">{row.endereco}</span>
            </TableCell>
            <TableCell>{party(row)}</TableCell>
            <TableCell>{row.origem}</TableCell>
            <TableCell>{manifestBoardingLabel(row) ? <Boarding row={row} /> : '—'}</TableCell>
            <TableCell className="pr-0 text-right font-semibold">{formatBRL(row.valor)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
