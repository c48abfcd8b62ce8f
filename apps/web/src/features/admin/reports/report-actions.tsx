import { Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { trpc } from '../../../lib/trpc';
import { useTranslation } from '../../../lib/use-translation';
import { ReasonDialog } from '../shell/reason-dialog';
import { offeredActions } from '../users/offered-actions';
import type { ReportedItem } from './report-types';

type Action = 'dismiss' | 'hide' | 'restore' | 'warn' | 'suspend';

/** Hiding and acting on the author say why (the author reads it); dismissing and restoring may. */
const REASON_REQUIRED: Record<Action, boolean> = {
	dismiss: false,
	hide: true,
	restore: false,
	warn: true,
	suspend: true,
};

/**
 * What a moderator does with a reported item: dismiss its reports, hide it (or restore it when
 * hidden), and warn or suspend its author (staff.users). Each asks first in a modal with the reason;
 * after it, the queue and the staff menu's counts are read again.
 */
export function ReportActions({ item }: { item: ReportedItem }) {
	const { t } = useTranslation();
	const queryClient = useQueryClient();
	const { user: me } = useSession();
	// Warn and suspend as the users part offers them (nobody acts on themselves, admins are out of
	// reach, moderators act on plain users only), so no button leads to a refusal.
	const onAuthor = offeredActions(me ? { id: me.id, staffRole: me.staffRole ?? null } : null, item.author);
	const [open, setOpen] = useState<Action | null>(null);
	const dismiss = useMutation(trpc.staff.reports.dismiss.mutationOptions());
	const hide = useMutation(trpc.staff.reports.hide.mutationOptions());
	const restore = useMutation(trpc.staff.reports.restore.mutationOptions());
	const warn = useMutation(trpc.staff.users.warn.mutationOptions());
	const suspend = useMutation(trpc.staff.users.suspend.mutationOptions());

	async function run(action: Action, written: string) {
		const target = { kind: item.kind, id: item.id };
		switch (action) {
			case 'dismiss':
				return dismiss.mutateAsync({ ...target, reason: written || null });
			case 'hide':
				return hide.mutateAsync({ ...target, reason: written });
			case 'restore':
				return restore.mutateAsync({ ...target, reason: written || null });
			case 'warn':
				return warn.mutateAsync({ userId: item.author.id, reason: written });
			case 'suspend':
				return suspend.mutateAsync({ userId: item.author.id, reason: written });
		}
	}

	const confirm = async (written: string) => {
		if (!open) return;
		try {
			await run(open, written);
			notify.success(t(`admin.reports.done.${open}`));
		} finally {
			// Done here, or by another moderator meanwhile (a 409): the queue is stale either way.
			await queryClient.invalidateQueries(trpc.staff.pathFilter());
		}
	};

	const name = item.author.name;
	const dialog: Record<Action, { title: string; body: string }> = {
		dismiss: { title: t('admin.reports.dialogs.dismissTitle'), body: t('admin.reports.dialogs.dismissBody') },
		hide: { title: t('admin.reports.dialogs.hideTitle'), body: t('admin.reports.dialogs.hideBody') },
		restore: { title: t('admin.reports.dialogs.restoreTitle'), body: t('admin.reports.dialogs.restoreBody') },
		warn: { title: t('admin.reports.dialogs.warnTitle', { name }), body: t('admin.reports.dialogs.warnBody') },
		suspend: { title: t('admin.reports.dialogs.suspendTitle', { name }), body: t('admin.reports.dialogs.suspendBody') },
	};

	return (
		<>
			<Group gap="xs" wrap="wrap">
				{item.count > 0 && (
					<Button variant="default" size="xs" onClick={() => setOpen('dismiss')} data-testid="report-dismiss">
						{t('admin.reports.actions.dismiss')}
					</Button>
				)}
				{item.hidden ? (
					<Button
						color="teal"
						variant="light"
						size="xs"
						onClick={() => setOpen('restore')}
						data-testid="report-restore"
					>
						{t('admin.reports.actions.restore')}
					</Button>
				) : (
					<Button color="red" size="xs" onClick={() => setOpen('hide')} data-testid="report-hide">
						{t('admin.reports.actions.hide')}
					</Button>
				)}
				{onAuthor.warn && (
					<Button color="yellow" variant="light" size="xs" onClick={() => setOpen('warn')} data-testid="report-warn">
						{t('admin.reports.actions.warn')}
					</Button>
				)}
				{onAuthor.suspend && (
					<Button color="red" variant="light" size="xs" onClick={() => setOpen('suspend')} data-testid="report-suspend">
						{t('admin.reports.actions.suspend')}
					</Button>
				)}
			</Group>
			<ReasonDialog
				opened={open !== null}
				title={open ? dialog[open].title : ''}
				body={open ? dialog[open].body : ''}
				reasonLabel={t(
					open && REASON_REQUIRED[open] ? 'admin.reports.dialogs.reason' : 'admin.reports.dialogs.reasonOptional',
				)}
				reasonRequired={open ? REASON_REQUIRED[open] : false}
				requiredMessage={t('admin.reports.errors.reasonRequired')}
				cancelLabel={t('admin.reports.dialogs.cancel')}
				confirmLabel={t('admin.reports.dialogs.confirm')}
				confirmColor={open === 'restore' || open === 'dismiss' ? 'teal' : 'red'}
				onConfirm={confirm}
				onClose={() => setOpen(null)}
				testIds={{ reason: 'report-reason', confirm: 'report-confirm' }}
			/>
		</>
	);
}
