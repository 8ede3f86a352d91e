import { useDeleteRegistrationProduct, useUpdateRegistrationProduct } from '@fairway/api-client';
import type { RegistrationProduct } from '@fairway/contracts/registration';
import { Empty } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { FailureAlert } from '../../../shared/components/failure-alert';
import panel from '../../../shared/components/panel.module.css';
import { usd } from '../../../shared/model/money';
import { productKindLabels } from '../model/registration-labels';
import { ProductForm } from './product-form';
import { SwitchableRow } from './switchable-row';

/** "Team entry · $400.00 · fair market value $150.00 · 3 sold · 33 left". */
function productText(product: RegistrationProduct): string {
  return [
    productKindLabels[product.kind],
    usd(product.price),
    product.fairMarketValue > 0 ? `fair market value ${usd(product.fairMarketValue)}` : 'all of it a gift',
    product.kind === 'add-on' && product.maxPerOrder > 1 ? `up to ${product.maxPerOrder} per registration` : null,
    product.includesHole ? 'with a hole' : null,
    `${product.sold} sold`,
    product.left === null ? null : `${product.left} left`,
  ]
    .filter(Boolean)
    .join(' · ');
}

// The editor loads when first opened.
const EditProductDialog = lazy(() => import('./edit-product-dialog').then((module) => ({ default: module.EditProductDialog })));

/** What registration sells, each with its price, fair market value and stock; and a form for one more. */
export function ProductsSection({ tournamentId, products }: { tournamentId: string; products: readonly RegistrationProduct[] }) {
  const update = useUpdateRegistrationProduct();
  const remove = useDeleteRegistrationProduct();
  const [editing, setEditing] = useState<RegistrationProduct | null>(null);
  return (
    <section className={panel.section} aria-labelledby="registration-products-heading">
      <h3 id="registration-products-heading" className={panel.sectionHeading}>
        Products
      </h3>
      {products.length === 0 && <Empty description="Nothing for sale yet: add a team entry first." />}
      {products.length > 0 && (
        <ul className={panel.list} aria-label="Products">
          {products.map((product) => (
            <SwitchableRow
              key={product.id}
              name={product.name}
              offText="off sale"
              lines={[productText(product), product.description]}
              active={product.active}
              switchLabels={['Take off sale', 'Put on sale']}
              onSwitch={() => update.mutate({ tournamentId, productId: product.id, changes: { active: !product.active } })}
              onDelete={product.sold === 0 ? () => remove.mutate({ tournamentId, productId: product.id }) : null}
              onEdit={() => setEditing(product)}
              busy={update.isPending || remove.isPending}
            />
          ))}
        </ul>
      )}
      <FailureAlert text={update.failureText ?? remove.failureText} />
      <ProductForm tournamentId={tournamentId} />
      <Suspense fallback={null}>{editing && <EditProductDialog tournamentId={tournamentId} product={editing} onClose={() => setEditing(null)} />}</Suspense>
    </section>
  );
}
