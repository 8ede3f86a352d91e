import { useUpdateRegistrationProduct } from '@fairway/api-client';
import type { RegistrationProduct } from '@fairway/contracts/registration';
import { FormDialog } from '../../../shared/components/form-dialog';
import amounts from '../../../shared/components/amount-list.module.css';
import { DraftForm } from '../../../shared/components/draft-form';
import { FailureAlert } from '../../../shared/components/failure-alert';
import { useDraftForm } from '../../../shared/hooks/use-draft-form';
import { type ProductEditForm, productEditFormOf } from '../model/product-form';
import { ProductFields } from './product-fields';

/** A product's name, price, fair market value, limit and description; registrations already made keep their price. */
export function EditProductDialog({ tournamentId, product, onClose }: { tournamentId: string; product: RegistrationProduct; onClose: () => void }) {
  const update = useUpdateRegistrationProduct();
  const draft = useDraftForm<ProductEditForm>(productEditFormOf(product));
  const { form, errors, set } = draft;

  const save = async () => {
    const { productEditRequest } = await import('../model/product-request');
    draft.send(productEditRequest(form, product), (changes) =>
      update.mutate(
        { tournamentId, productId: product.id, changes },
        {
          onSuccess: (saved) => {
            draft.saved(`${saved.name} saved`);
            onClose();
          },
        },
      ),
    );
  };

  return (
    <FormDialog title={`Edit ${product.name}`} actionLabel="Save product" busy={update.isPending} onAction={() => void save()} onClose={onClose}>
      <DraftForm className={amounts.form} onSubmit={save}>
        <p className={amounts.lead}>Registrations already made keep the price they paid.</p>
        <ProductFields kind={product.kind} form={form} errors={errors} set={set} />
        <FailureAlert text={update.failureText} />
        <button type="submit" hidden />
      </DraftForm>
    </FormDialog>
  );
}
