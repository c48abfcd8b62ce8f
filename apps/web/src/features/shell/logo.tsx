import { Group, Text } from '@mantine/core';

export function Logo() {
	return (
		<Group gap={8} wrap="nowrap">
			<img src="/favicon.svg" alt="" width={32} height={32} />
			<Text fw={800} fz="xl" c="teal.8" lh={1}>
				Edge
			</Text>
		</Group>
	);
}
