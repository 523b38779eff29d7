// The order blotter of the active account as a workspace panel: open / filled / canceled / all
// (saved with the layout), replace and cancel per order as on the blotter. Choosing an order sets
// the link group's symbol; the full blotter (filters, pages, detail) is a link away.
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Order } from '@/api/schemas/orders';
import type { PanelProps } from '@/components/panel-contract';
import { ErrorPanel } from '@/components/error-panel';
import { Select } from '@/components/form/fields';
import { useActiveAccountId } from '@/domain/active-account';
import { BLOTTER_VIEWS, type BlotterView } from '../lib/order-status';
import { enumWords } from '@/domain/order-vocabulary';
import { ordersQuery } from '../lib/blotter-queries';
import { OrdersTable } from '../blotter/orders-table';
import { ReplaceDialog } from '../blotter/replace-dialog';
import { useCancelFlow } from '../blotter/cancel-order';
import { useThisTabOrders } from '../blotter/pending-from-tab';
import '../orders.css';

export default function OrdersDockPanel({ onSymbolChosen, params, setParams }: PanelProps) {
  const accountId = useActiveAccountId();
  if (accountId === undefined)
    return <p className="muted">Choose an account in the header to see its orders.</p>;
  return (
    <Blotter accountId={accountId} onSymbolChosen={onSymbolChosen} params={params} setParams={setParams} />
  );
}

function Blotter({
  accountId,
  onSymbolChosen,
  params,
  setParams,
}: { accountId: number } & Pick<PanelProps, 'onSymbolChosen' | 'params' | 'setParams'>) {
  const view: BlotterView = (BLOTTER_VIEWS as readonly string[]).includes(params.view ?? '')
    ? (params.view as BlotterView)
    : 'open';
  const orders = useQuery({ ...ordersQuery(accountId, { view }), placeholderData: keepPreviousData });
  const fromThisTab = useThisTabOrders(accountId, orders.data?.data);
  const [selected, setSelected] = useState<string | undefined>(undefined);
  const [replacing, setReplacing] = useState<Order | null>(null);
  const cancel = useCancelFlow(accountId);
  return (
    <div className="board-panel">
      <div className="panel-toolbar">
        <Select
          aria-label="Orders shown"
          value={view}
          onChange={(e) => setParams({ ...params, view: e.target.value })}
        >
          {BLOTTER_VIEWS.map((v) => (
            <option key={v} value={v}>
              {enumWords(v)}
            </option>
          ))}
        </Select>
        <Link to="/accounts/$accountId/orders" params={{ accountId }} search={{ view }}>
          Full blotter
        </Link>
      </div>
      {orders.isPending ? (
        <p className="muted">Loading orders…</p>
      ) : orders.isLoadingError ? (
        <ErrorPanel error={orders.error} context="Loading orders" onRetry={() => void orders.refetch()} />
      ) : (
        <OrdersTable
          orders={orders.data.data}
          selectedId={selected}
          fromThisTab={fromThisTab}
          onSelect={(id) => {
            setSelected(id);
            const order = orders.data.data.find((o) => o.id === id);
            if (order?.symbol) onSymbolChosen(order.symbol);
          }}
          onReplace={setReplacing}
          onCancel={cancel.request}
          cancellingId={cancel.sendingId}
        />
      )}
      {replacing && (
        <ReplaceDialog accountId={accountId} order={replacing} onClose={() => setReplacing(null)} />
      )}
      {cancel.dialog}
    </div>
  );
}
