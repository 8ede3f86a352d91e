import { newIdempotencyKey, useRecordWalkUp } from '@fairway/api-client';
import type { RegistrationSettings } from '@fairway/contracts/registration';
import { toast } from '@fairway/ui/toast';
import { useState } from 'react';
import { Input } from '../../../shared/components/antd-parts';
import { FormDialog } from '../../../shared/components/form-dialog';
import { CheckBox } from '../../../shared/components/check-box';
import { DraftForm } from '../../../shared/components/draft-form';
import { FailureAlert } from '../../../shared/components/failure-alert';
import { FormField } from '../../../shared/components/form-field';
import { NativeSelect } from '../../../shared/components/native-select';
import { useDraftForm } from '../../../shared/hooks/use-draft-form';
import { optionsOf, usd } from '../../../shared/model/money';
import { deskMethodLabels } from '../model/registration-labels';
import { addOnProducts, emptyWalkUpForm, mainProducts, playerSlots, type WalkUpForm, type WalkUpPlayer } from '../model/walk-up-form';
import { AnswerFields } from './answer-fields';
import amounts from '../../../shared/components/amount-list.module.css';
import styles from './registrations.module.css';

interface WalkUpDialogProps {
  tournamentId: string;
  settings: RegistrationSettings;
  onClose: () => void;
}

/** A registration paid at the desk or by phone in cash or by cheque: a place, the team, and the money in the ledger. */
export function WalkUpDialog({ tournamentId, settings, onClose }: WalkUpDialogProps) {
  const record = useRecordWalkUp();
  const [registrationId] = useState(newIdempotencyKey);
  const draft = useDraftForm<WalkUpForm>(emptyWalkUpForm(settings.products));
  const { form, errors, set } = draft;
  const product = settings.products.find((candidate) => candidate.id === form.productId);
  const slots = playerSlots(product);
  const setPlayer = (index: number, changes: Partial<WalkUpPlayer>) =>
    set(
      'players',
      form.players.map((player, at) => (at === index ? { ...player, ...changes } : player)),
    );

  const submit = async () => {
    const { walkUpRequest } = await import('../model/walk-up-request');
    draft.send(walkUpRequest(form, settings, registrationId), (walkUp) =>
      record.mutate(
        { tournamentId, walkUp },
        {
          onSuccess: (registration) => {
            toast({
              title: `${registration.teamName ?? registration.sponsorName ?? registration.buyerName} registered: ${usd(registration.total)} received`,
              variant: 'success',
            });
            onClose();
          },
        },
      ),
    );
  };

  return (
    <FormDialog title="Record a walk-up" actionLabel="Record registration" busy={record.isPending} onAction={() => void submit()} onClose={onClose}>
      <DraftForm className={amounts.form} aria-label="Walk-up registration" onSubmit={submit}>
        <div className={styles.pair}>
          <FormField label="Product" error={errors.productId}>
            {(control) => (
              <NativeSelect
                {...control}
                value={form.productId}
                placeholder="Nothing on sale"
                onChange={(productId) => set('productId', productId)}
                options={mainProducts(settings.products).map((item) => ({ value: item.id, label: `${item.name} (${usd(item.price)})` }))}
              />
            )}
          </FormField>
          <FormField label="Paid by">
            {(control) => <NativeSelect {...control} value={form.method} onChange={(method) => set('method', method)} options={optionsOf(deskMethodLabels)} />}
          </FormField>
        </div>
        <div className={styles.pair}>
          <FormField label="Buyer" error={errors.buyerName}>
            {(control) => <Input {...control} value={form.buyerName} onChange={(event) => set('buyerName', event.target.value)} />}
          </FormField>
          <FormField label="Buyer's e-mail (optional)" hint="For the receipt" error={errors.buyerEmail}>
            {(control) => <Input {...control} type="email" value={form.buyerEmail} onChange={(event) => set('buyerEmail', event.target.value)} />}
          </FormField>
        </div>
        {product?.kind === 'team-entry' && (
          <>
            <FormField label="Team name" error={errors.teamName}>
              {(control) => <Input {...control} value={form.teamName} onChange={(event) => set('teamName', event.target.value)} />}
            </FormField>
            <AnswerFields
              questions={settings.teamQuestions}
              answers={form.teamAnswers}
              onChange={(id, answer) => set('teamAnswers', { ...form.teamAnswers, [id]: answer })}
            />
            <AddOnQuantities form={form} settings={settings} onChange={(addOns) => set('addOns', addOns)} error={errors.addOns} />
          </>
        )}
        {product?.kind === 'sponsor-package' && (
          <FormField label="Sponsor name (as shown on the day)" error={errors.sponsorName}>
            {(control) => <Input {...control} value={form.sponsorName} onChange={(event) => set('sponsorName', event.target.value)} />}
          </FormField>
        )}
        {form.players.slice(0, slots).map((player, index) => (
          <fieldset key={index} className={styles.player}>
            <legend>{slots === 1 ? 'Player' : index === 0 ? 'Captain' : `Player ${index + 1} (optional: named later)`}</legend>
            <FormField label="Name" error={index === 0 ? errors.players : undefined}>
              {(control) => <Input {...control} value={player.name} onChange={(event) => setPlayer(index, { name: event.target.value })} />}
            </FormField>
            <FormField label="E-mail (optional)">
              {(control) => <Input {...control} type="email" value={player.email} onChange={(event) => setPlayer(index, { email: event.target.value })} />}
            </FormField>
            <AnswerFields
              questions={settings.playerQuestions}
              answers={player.answers}
              whose={slots === 1 ? undefined : index === 0 ? 'captain' : `player ${index + 1}`}
              onChange={(id, answer) => setPlayer(index, { answers: { ...player.answers, [id]: answer } })}
            />
          </fieldset>
        ))}
        {settings.waiver && slots > 0 && (
          <CheckBox checked={form.waiverSigned} onChange={(signed) => set('waiverSigned', signed)}>
            The players named signed the waiver (version {settings.waiver.version})
          </CheckBox>
        )}
        <FormField label="Promo code (optional)" error={errors.promoCode}>
          {(control) => <Input {...control} value={form.promoCode} onChange={(event) => set('promoCode', event.target.value.toUpperCase())} />}
        </FormField>
        <FailureAlert text={record.failureText} />
        <button type="submit" hidden />
      </DraftForm>
    </FormDialog>
  );
}

interface AddOnQuantitiesProps {
  form: WalkUpForm;
  settings: RegistrationSettings;
  onChange: (addOns: Record<string, string>) => void;
  error: string | undefined;
}

/** How many of each add-on the team buys with its entry (mulligans go into its wallet). */
function AddOnQuantities({ form, settings, onChange, error }: AddOnQuantitiesProps) {
  const addOns = addOnProducts(settings.products);
  if (addOns.length === 0) return null;
  return (
    <div className={styles.pair}>
      {addOns.map((addOn, index) => (
        <FormField key={addOn.id} label={`${addOn.name} (${usd(addOn.price)} each)`} hint="How many; blank: none" error={index === 0 ? error : undefined}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              value={form.addOns[addOn.id] ?? ''}
              onChange={(event) => onChange({ ...form.addOns, [addOn.id]: event.target.value })}
            />
          )}
        </FormField>
      ))}
    </div>
  );
}
