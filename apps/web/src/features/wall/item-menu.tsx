import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconFlag, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';

interface ItemMenuProps {
	/** Each action shows only when given: the page leaves out what the server would refuse. */
	onEdit?: () => void;
	onDelete?: () => void;
	onReport?: () => void;
	testId: string;
}

/** The "…" menu of a post or a comment: edit and delete for its author, report for others signed in. */
export function ItemMenu({ onEdit, onDelete, onReport, testId }: ItemMenuProps) {
	const { t } = useTranslation();
	if (!onEdit && !onDelete && !onReport) return null;
	return (
		<Menu position="bottom-end" withinPortal>
			<Menu.Target>
				<ActionIcon variant="subtle" color="gray" aria-label={t('wall.page.menu.label')} data-testid={testId}>
					<IconDots size={18} aria-hidden />
				</ActionIcon>
			</Menu.Target>
			<Menu.Dropdown>
				{onEdit && (
					<Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit} data-testid={`${testId}-edit`}>
						{t('wall.page.menu.edit')}
					</Menu.Item>
				)}
				{onDelete && (
					<Menu.Item
						color="red"
						leftSection={<IconTrash size={16} aria-hidden />}
						onClick={onDelete}
						data-testid={`${testId}-delete`}
					>
						{t('wall.page.menu.delete')}
					</Menu.Item>
				)}
				{onReport && (
					<Menu.Item
						leftSection={<IconFlag size={16} aria-hidden />}
						onClick={onReport}
						data-testid={`${testId}-report`}
					>
						{t('wall.page.menu.report')}
					</Menu.Item>
				)}
			</Menu.Dropdown>
		</Menu>
	);
}
