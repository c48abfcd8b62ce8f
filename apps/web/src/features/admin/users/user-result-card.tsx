import { formatDate } from '@edge/i18n/format';
import { Badge, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useLanguage } from '../../../lib/use-language';
import { useTranslation } from '../../../lib/use-translation';
import type { FoundUser } from './staff-users-types';

/** One account in the results: a card that opens the user's panel (?user=<id>). */
export function UserResultCard({ user, onOpen }: { user: FoundUser; onOpen: (id: string) => void }) {
	const { t } = useTranslation();
	const language = useLanguage();
	return (
		<UnstyledButton
			onClick={() => onOpen(user.id)}
			aria-label={`${t('admin.users.open')}: ${user.name}`}
			data-testid="user-result"
			data-user-id={user.id}
		>
			<Card withBorder radius="lg" padding="sm">
				<Stack gap={4}>
					<Group justify="space-between" wrap="nowrap" gap="xs">
						<Text fw={600} truncate>
							{user.name}
						</Text>
						<Group gap={4} wrap="nowrap">
							{user.staffRole && (
								<Badge variant="light" size="sm">
									{t(`admin.shell.role.${user.staffRole}`)}
								</Badge>
							)}
							{user.suspendedAt && (
								<Badge color="red" size="sm" data-testid="user-suspended-badge">
									{t('admin.users.suspendedBadge')}
								</Badge>
							)}
						</Group>
					</Group>
					<Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
						{user.email}
					</Text>
					<Text fz="xs" c="dimmed">
						{t('admin.users.created', { date: formatDate(new Date(user.createdAt), language) })} ·{' '}
						{t('admin.users.profileCount', { count: user.profileCount })}
					</Text>
				</Stack>
			</Card>
		</UnstyledButton>
	);
}
