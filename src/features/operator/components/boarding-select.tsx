import { useQuery } from '@tanstack/react-query';
import type { FieldControlProps } from '@/components/ui/field';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { hotelsQueryOptions, meetingPointsQueryOptions } from '@/features/cart';

/** A hotel or meeting point of the shop's lists, by name; '' until one is chosen. */
export function BoardingSelect({
  control,
  value,
  onValueChange,
}: {
  control: FieldControlProps;
  value: string;
  onValueChange: (place: string) => void;
}) {
  const hotels = useQuery(hotelsQueryOptions());
  const points = useQuery(meetingPointsQueryOptions());
  return (
    <Select value={value} onValueChange={onValueChange}>
      <SelectTrigger {...control}>
        <SelectValue placeholder="Escolha o hotel ou ponto de encontro" />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Hotéis e pousadas</SelectLabel>
          {(hotels.data ?? []).map((hotel) => (
            <SelectItem key={`h${hotel.id}`} value={hotel.Hospedagem}>
              {hotel.Hospedagem}
            </SelectItem>
          ))}
        </SelectGroup>
        <SelectGroup>
          <SelectLabel>Pontos de encontro</SelectLabel>
          {(points.data ?? []).map((point) => (
            <SelectItem key={`p${point.id}`} value={point.local}>
              {point.local}
            </SelectItem>
          ))}
        </SelectGroup>
      </SelectContent>
    </Select>
  );
}
