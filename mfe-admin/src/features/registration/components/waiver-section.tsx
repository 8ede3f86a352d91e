import { useSaveRegistrationSettings } from '@fairway/api-client';
import type { RegistrationSettings } from '@fairway/contracts/registration';
import { toast } from '@fairway/ui/toast';
import { Button } from 'antd';
import { useState } from 'react';
import { DraftForm } from '../../../shared/components/draft-form';
import { FailureAlert } from '../../../shared/components/failure-alert';
import { FormField } from '../../../shared/components/form-field';
import panel from '../../../shared/components/panel.module.css';
import fields from '../../../shared/components/native-input.module.css';
import { whenText } from '../model/date-time-text';
import styles from './registration.module.css';

function versionText({ waiver, waiverVersions }: RegistrationSettings): string {
  if (!waiver) return waiverVersions > 0 ? `No waiver now (${waiverVersions} published before).` : 'No waiver: players accept nothing.';
  return `Version ${waiver.version}, published ${whenText(waiver.publishedAt)}${waiverVersions > 1 ? ` · ${waiverVersions} versions in all` : ''}`;
}

/**
 * The waiver every player accepts. Saving a changed text publishes a new version: players who accepted an older
 * one keep it (their registration says which), and a page showing the old text must be read again.
 */
export function WaiverSection({ tournamentId, settings }: { tournamentId: string; settings: RegistrationSettings }) {
  const save = useSaveRegistrationSettings();
  const current = settings.waiver?.text ?? '';
  const [text, setText] = useState(current);
  const [error, setError] = useState<string>();
  const changed = text.trim() !== current.trim();

  const publish = async () => {
    const { waiverRequest } = await import('../model/settings-requests');
    const outcome = waiverRequest(text, settings);
    setError('errors' in outcome ? outcome.errors.waiverText : undefined);
    if ('request' in outcome)
      save.mutate(
        { tournamentId, settings: outcome.request },
        { onSuccess: (saved) => toast({ title: saved.waiver ? `Waiver version ${saved.waiver.version} published` : 'Waiver removed', variant: 'success' }) },
      );
  };

  return (
    <section className={panel.section} aria-labelledby="registration-waiver-heading">
      <h3 id="registration-waiver-heading" className={panel.sectionHeading}>
        Waiver
      </h3>
      <p className={panel.muted}>{versionText(settings)}</p>
      <DraftForm className={styles.group} aria-label="Waiver" onSubmit={publish}>
        <FormField label="Waiver text" hint="Each player accepts it under their name; a changed text becomes a new version" error={error}>
          {(control) => <textarea {...control} rows={6} className={fields.textarea} value={text} onChange={(event) => setText(event.target.value)} />}
        </FormField>
        <Button htmlType="submit" type="primary" disabled={!changed} loading={save.isPending} className={styles.submit}>
          {current ? 'Publish new version' : 'Publish waiver'}
        </Button>
      </DraftForm>
      <FailureAlert text={save.failureText} />
    </section>
  );
}
