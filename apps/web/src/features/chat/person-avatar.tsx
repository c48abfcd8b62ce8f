import { Avatar } from '@mantine/core';
import { imageSources } from '../images/image-sources';
import type { ChatPersonView } from './chat-types';

/** The person's picture, or their initials on a colour when they have none. */
export function PersonAvatar({ person, size = 40 }: { person: ChatPersonView; size?: number }) {
	return (
		<Avatar
			src={person.imageId ? imageSources(person.imageId, 320).webp : null}
			name={person.name}
			color="initials"
			size={size}
			radius="xl"
			alt=""
		/>
	);
}
