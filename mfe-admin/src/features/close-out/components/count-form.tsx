import { useDeclareCount } from '@fairway/api-client';
import type { CountedMethod } from '@fairway/contracts/close-out';
import { toast } from '@fairway/ui/toast';
import { Button } from 'antd';
import { type FormEvent, useState } from 'react';
import { Input } from '../../../shared/components/antd-parts';
import { FailureAlert } from '../../../shared/components/failure-alert';
import { FormField } from '../../../shared/components/form-field';
import { countedCents } from '../model/close-out-text';
import styles from './close-out-panel.module.css';

const labels: Record<CountedMethod, string> = { cash: 'Cash counted ($)', cheque: 'Cheques counted ($)' };
const invalid = 'Enter dollars and cents, like 125.50';

/** What the volunteer counted of one method at the end of the shift; each save is a new count and the latest one counts. */
export function CountForm({ tournamentId, method }: { tournamentId: string; method: CountedMethod }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const declare = useDeclareCount();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = countedCents(text);
    if (cents === null) return setError(invalid);
    setError(undefined);
    declare.mutate(
      { tournamentId, count: { method, countedCents: cents } },
      {
        onSuccess: () => {
          setText('');
          toast({ title: 'Count saved', variant: 'success' });
        },
      },
    );
  };

  return (
    <form className={styles.countForm} onSubmit={submit} noValidate>
      <FormField label={labels[method]} error={error}>
        {(control) => <Input {...control} inputMode="decimal" autoComplete="off" value={text} onChange={(event) => setText(event.target.value)} />}
      </FormField>
      <Button htmlType="submit" type="primary" loading={declare.isPending} className={styles.countButton}>
        Save count
      </Button>
      <FailureAlert text={declare.failureText} />
    </form>
  );
}
