import { newIdempotencyKey, useAddOns, useSellAddOn } from '@fairway/api-client';
import type { PaymentMethod } from '@fairway/contracts/ledger';
import type { Team } from '@fairway/contracts/team';
import { toast } from '@fairway/ui/toast';
import { Button } from 'antd';
import { useState } from 'react';
import { NativeSelect } from '../../../shared/components/native-select';
import { methodLabels, optionsOf, usd } from '../../../shared/model/money';
import { FailureAlert } from '../../../shared/components/failure-alert';
import styles from './add-ons.module.css';

/**
 * Add-ons sold to a team at check-in: + and - per add-on, the method, then Sell (one sale, one ledger entry
 * per add-on). The sale ids are kept until the sale succeeds, so pressing Sell again after a lost reply
 * does not sell twice.
 */
export function TeamAddOnSales({ tournamentId, team }: { tournamentId: string; team: Team }) {
  const addOns = useAddOns(tournamentId);
  const sell = useSellAddOn();
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [method, setMethod] = useState<PaymentMethod>('cash');
  const [playerId, setPlayerId] = useState('');
  const [saleIds, setSaleIds] = useState<Record<string, string>>({});
  const products = addOns.data ?? [];
  if (products.length === 0) return null;

  const change = (productId: string, by: number) =>
    setQuantities((current) => ({ ...current, [productId]: Math.max(0, Math.min(100, (current[productId] ?? 0) + by)) }));
  const basket = products.filter((product) => (quantities[product.id] ?? 0) > 0);
  const total = basket.reduce((sum, product) => sum + Math.round(product.price * 100) * quantities[product.id]!, 0) / 100;

  const sellAll = async () => {
    const ids = { ...Object.fromEntries(basket.map((product) => [product.id, newIdempotencyKey()])), ...saleIds };
    setSaleIds(ids);
    for (const product of basket) {
      const quantity = quantities[product.id]!;
      const sale = { saleId: ids[product.id]!, productId: product.id, quantity, teamId: team.id, playerId: playerId || null, method };
      try {
        await sell.mutateAsync({ tournamentId, sale });
      } catch {
        return;
      }
      toast({ title: `${quantity} × ${product.name} sold to ${team.name}`, variant: 'success' });
      setQuantities((current) => ({ ...current, [product.id]: 0 }));
      setSaleIds((current) => Object.fromEntries(Object.entries(current).filter(([id]) => id !== product.id)));
    }
  };

  return (
    <div className={styles.sales} role="group" aria-label={`Add-ons for ${team.name}`}>
      <ul className={styles.salesList}>
        {products.map((product) => (
          <li key={product.id} className={styles.saleRow}>
            <span>
              {product.name} <span className={styles.meta}>{usd(product.price)}</span>
            </span>
            <span className={styles.stepper}>
              <Button
                size="small"
                onClick={() => change(product.id, -1)}
                disabled={!quantities[product.id]}
                aria-label={`One ${product.name} less for ${team.name}`}
              >
                −
              </Button>
              <output className={styles.quantity} aria-label={`${product.name} for ${team.name}`}>
                {quantities[product.id] ?? 0}
              </output>
              <Button size="small" onClick={() => change(product.id, 1)} aria-label={`One ${product.name} more for ${team.name}`}>
                +
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {basket.length > 0 && (
        <div className={styles.checkout}>
          {products.some((product) => product.limitPer === 'player') && (
            <NativeSelect
              aria-label={`Player buying for ${team.name}`}
              value={playerId}
              onChange={setPlayerId}
              options={[{ value: '', label: 'Whole team' }, ...team.players.map((player) => ({ value: player.id, label: player.name }))]}
            />
          )}
          <NativeSelect aria-label={`Method for ${team.name}`} value={method} onChange={setMethod} options={optionsOf(methodLabels)} />
          <Button type="primary" loading={sell.isPending} onClick={() => void sellAll()}>
            Sell for {usd(total)}
          </Button>
        </div>
      )}
      <FailureAlert text={sell.failureText} />
    </div>
  );
}
