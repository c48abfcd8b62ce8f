import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconFlag, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../lib/use-translation';

import type { ItemMenuProps } from './item-menu';

/** The menu itself, loaded on the first click of its button (item-menu.tsx), and open from then. */
export function ItemMenuDropdown({ onEdit, onDelete, onReport, testId }: ItemMenuProps) {
	const { t } = useTranslation();
	return (
		<Menu position="bottom-end" withinPortal defaultOpened>
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
