import { Search } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** A console list's search: the text is sent with 'Buscar' or Enter (the list is asked again only then). */
export function SearchForm({ label, onSearch }: { label: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <form
      role="search"
      className="mb-4 flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <Field label={label} className="min-w-0 flex-1">
        {(control) => (
          <Input {...control} type="search" value={text} onChange={(event) => setText(event.target.value)} />
        )}
      </Field>
      <Button type="submit">
        <Search aria-hidden="true" />
        Buscar
      </Button>
    </form>
  );
}
