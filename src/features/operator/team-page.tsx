import { useQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { sortTeam, staffRoleLabel, type StaffMember } from '@/domain/operator-team';
import { teamQueryOptions } from './api/team';
import { OperatorShell } from './components/operator-shell';
import { operatorPage } from './components/require-operator';
import { AddDriverDialog, RemoveDriverDialog } from './components/team-dialogs';
import { useTableLayout } from './components/use-table-layout';

type TeamProps = { team: StaffMember[]; onRemove: (member: StaffMember) => void };

function RemoveButton({ member, onRemove }: { member: StaffMember; onRemove: TeamProps['onRemove'] }) {
  if (member.role !== 'motorista') return null;
  return (
    <Button variant="outline" size="sm" onClick={() => onRemove(member)}>
      Remover acesso
      <span className="sr-only"> de {member.name}</span>
    </Button>
  );
}

/** Phone: one card per person. */
function TeamCards({ team, onRemove }: TeamProps) {
  return (
    <ul aria-label="Equipe" className="grid gap-3">
      {team.map((member) => (
        <li key={member.userId} className="grid gap-1 rounded-xl border border-border p-3">
          <p className="flex items-baseline justify-between gap-2">
            <span className="min-w-0 break-words font-semibold">{member.name}</span>
            <span className="shrink-0 text-sm text-muted-foreground">{staffRoleLabel[member.role]}</span>
          </p>
          <p className="wrap-anywhere text-sm">{member.email}</p>
          <div className="mt-1 empty:hidden">
            <RemoveButton member={member} onRemove={onRemove} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Desk: a table. */
function TeamTable({ team, onRemove }: TeamProps) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead className="pl-0">Nome</TableHead>
          <TableHead>E-mail</TableHead>
          <TableHead>Função</TableHead>
          <TableHead className="pr-0 text-right">
            <span className="sr-only">Ações</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {team.map((member) => (
          <TableRow key={member.userId}>
            <TableCell className="pl-0 font-semibold">{member.name}</TableCell>
            <TableCell className="wrap-anywhere">{member.email}</TableCell>
            <TableCell>{staffRoleLabel[member.role]}</TableCell>
            <TableCell className="pr-0 text-right">
              <RemoveButton member={member} onRemove={onRemove} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** `/admin/equipe`: who works the console and who boards passengers; the operator adds and removes drivers. */
export function TeamPage() {
  const team = useQuery({ ...teamQueryOptions(), select: sortTeam });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const table = useTableLayout();
  return (
    <OperatorShell
      title="Equipe"
      description="Operadores e motoristas. O motorista abre só o Embarque, com as reservas do dia."
      path={paths.operator.team}
      actions={
        <Button onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" />
          Adicionar motorista
        </Button>
      }
    >
      <QueryState query={team} loading="Carregando a equipe..." failed="Não foi possível carregar a equipe.">
        {(loaded) =>
          table ? (
            <TeamTable team={loaded} onRemove={setRemoving} />
          ) : (
            <TeamCards team={loaded} onRemove={setRemoving} />
          )
        }
      </QueryState>
      <AddDriverDialog open={adding} onClose={() => setAdding(false)} />
      <RemoveDriverDialog member={removing} onClose={() => setRemoving(null)} />
    </OperatorShell>
  );
}

export default operatorPage(TeamPage);
