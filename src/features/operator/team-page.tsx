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
import { AddDriverDialog, RemoveDriverDialog } from './components/team-dialogs';

function TeamTable({ team, onRemove }: { team: StaffMember[]; onRemove: (member: StaffMember) => void }) {
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
            <TableCell className="break-all">{member.email}</TableCell>
            <TableCell>{staffRoleLabel[member.role]}</TableCell>
            <TableCell className="pr-0 text-right">
              {member.role === 'motorista' ? (
                <Button variant="outline" size="sm" onClick={() => onRemove(member)}>
                  Remover acesso
                  <span className="sr-only"> de {member.name}</span>
                </Button>
              ) : null}
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
        {(loaded) => <TeamTable team={loaded} onRemove={setRemoving} />}
      </QueryState>
      <AddDriverDialog open={adding} onClose={() => setAdding(false)} />
      <RemoveDriverDialog member={removing} onClose={() => setRemoving(null)} />
    </OperatorShell>
  );
}

export default TeamPage;
